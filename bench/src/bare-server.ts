// The floor of quality.md: the fastest a Node.js process here answers a JSON GET — a bare node:http server
// sending a fixed 20 KB JSON. It also answers /same-size with a body of the shop's /api/health size, so the
// floor benchmark can show the cost of the stack for the smallest answer too. It prints its address in the
// same JSON-line shape as the shop's "Airshop is listening" log so one start helper handles both.
import { createServer } from 'node:http';
import { floorBody, SAME_SIZE_BODY } from './lib/bodies.ts';

const FLOOR_BODY = floorBody();

const server = createServer((request, response) => {
  const body = request.url === '/same-size' ? SAME_SIZE_BODY : FLOOR_BODY;
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('unexpected server address');
  console.log(JSON.stringify({ msg: 'bare server listening', url: `http://127.0.0.1:${address.port}` }));
});

process.once('SIGTERM', () => server.close(() => process.exit(0)));
