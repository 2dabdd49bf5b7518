// A one-route Fastify 5 app with nothing of ours: no logger, no hooks, no plugins. It answers /same-size with
// the bare server's health-sized body, so the floor benchmark can split the cost of the stack into Fastify's
// own share and Airshop's (ADR 0031). Prints its address in the shape the start helper reads.
import Fastify from 'fastify';
import { SAME_SIZE_BODY } from './lib/bodies.ts';

const app = Fastify({ logger: false });
app.get('/same-size', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(SAME_SIZE_BODY);
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ msg: 'fastify reference listening', url: address }));

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
