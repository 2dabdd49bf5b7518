// The floor: the fastest a Node.js process here can answer a small JSON GET. It prints its address in the
// same JSON-line shape as the shop's "Airshop is listening" log so one start helper handles both.
import { createServer } from 'node:http';

// Same shape and size as the shop's /api/health body.
const body = JSON.stringify({ status: 'ok', database: 'ok', databaseKind: 'pglite', uptimeSeconds: 10 });

const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('unexpected server address');
  console.log(JSON.stringify({ msg: 'bare server listening', url: `http://127.0.0.1:${address.port}` }));
});

process.once('SIGTERM', () => server.close(() => process.exit(0)));
