// The floor of quality.md: the fastest a Node.js process here answers a JSON GET — a bare node:http server
// sending a fixed 20 KB JSON. It also answers /same-size with a body of the shop's /api/health size, so the
// floor benchmark can show the cost of the stack for the smallest answer too. It prints its address in the
// same JSON-line shape as the shop's "Airshop is listening" log so one start helper handles both.
import { createServer } from 'node:http';

/** About 20 KB of catalogue-like JSON, built once: the body size quality.md names for the floor. */
function floorBody(): string {
  const items = [];
  for (let i = 0; items.length === 0 || JSON.stringify(items).length < 20_000; i++) {
    items.push({ Code: `KV-${1000 + i}`, Name: `Duct fan ${i}`, Quantity: i % 7, Price: '1234.50' });
  }
  return JSON.stringify({ Items: items });
}

const FLOOR_BODY = floorBody();
// Same shape and size as the shop's /api/health body.
const SAME_SIZE_BODY = JSON.stringify({
  status: 'ok',
  database: 'ok',
  databaseKind: 'pglite',
  uptimeSeconds: 10,
});

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
