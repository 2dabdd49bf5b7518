// A bare node:http server that answers every request with one recorded response, byte for byte: the status,
// the headers and the (compressed) body the shop sent. product-ssr measures the page cache against it, so the
// load generator receives exactly the same bytes from both and only the server in between differs (ADR 0029).
// The recording is a JSON file named by REPLAY_FILE: { status, headers, bodyBase64 }.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Recording {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const file = process.env.REPLAY_FILE;
if (!file) throw new Error('REPLAY_FILE names the recorded response');
const recording = JSON.parse(readFileSync(file, 'utf8')) as Recording;
const body = Buffer.from(recording.bodyBase64, 'base64');
// Framing headers are the server's own business; everything else goes out as recorded.
const FRAMING = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding', 'content-length']);
const headers: Record<string, string | number> = { 'content-length': body.length };
for (const [name, value] of Object.entries(recording.headers)) {
  if (!FRAMING.has(name)) headers[name] = value;
}

const server = createServer((_request, response) => {
  response.writeHead(recording.status, headers);
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('unexpected server address');
  console.log(JSON.stringify({ msg: 'replay server listening', url: `http://127.0.0.1:${address.port}` }));
});

process.once('SIGTERM', () => server.close(() => process.exit(0)));
