import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unreachable']),
    databaseKind: z.enum(['pglite', 'postgres']),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });

export const HEALTH_PATH = '/api/health';
const PROBE_INTERVAL_MS = 1000;

/**
 * Process and database health for load balancers: 200 when both answer, 503 when the database does not.
 * Probes hit this often: the database is asked at most once a second, and the answer in between is a ready
 * string sent without await or serialisation (this route is the bench's floor, bench/README.md).
 */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  let answer: { at: number; status: 200 | 503; body: string } | undefined;
  let probing: Promise<void> | undefined;
  const probe = () => {
    probing ??= database
      .ping()
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        const body: z.infer<typeof healthSchema> = {
          status: ok ? 'ok' : 'degraded',
          database: ok ? 'ok' : 'unreachable',
          databaseKind: database.kind,
          uptimeSeconds: Math.round(process.uptime()),
        };
        answer = { at: Date.now(), status: ok ? 200 : 503, body: JSON.stringify(body) };
        probing = undefined;
      });
    return probing;
  };
  return async (app) => {
    app.get(
      HEALTH_PATH,
      {
        // Probes log nothing, so they skip the per-request child logger, a measurable share of their cost.
        childLoggerFactory: (root) => root,
        schema: {
          tags: ['Health'],
          summary: 'Process and database health',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      (_request, reply) => {
        const send = () => {
          const { status, body } = answer!;
          // A string with a JSON content type goes out as it is: it was serialised once, by the probe.
          reply
            .code(status)
            .type('application/json; charset=utf-8')
            .send(body as never);
        };
        if (answer && Date.now() - answer.at < PROBE_INTERVAL_MS) {
          send();
          return;
        }
        return probe().then(send);
      },
    );
  };
}
