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
 * Probes hit this often; the database is asked at most once a second and callers in between share the answer.
 */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  let last: { at: number; ok: Promise<boolean> } | undefined;
  const databaseOk = () => {
    const now = Date.now();
    if (!last || now - last.at >= PROBE_INTERVAL_MS) {
      last = {
        at: now,
        ok: database.ping().then(
          () => true,
          () => false,
        ),
      };
    }
    return last.ok;
  };
  return async (app) => {
    app.get(
      HEALTH_PATH,
      {
        // The body is built right here and cannot be wrong; skip the zod check probes would pay for on every call.
        serializerCompiler: () => (data) => JSON.stringify(data),
        // Probes log nothing, so they skip the per-request child logger, a measurable share of their cost.
        childLoggerFactory: (root) => root,
        schema: {
          tags: ['Health'],
          summary: 'Process and database health',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const ok = await databaseOk();
        return reply.code(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          database: ok ? 'ok' : 'unreachable',
          databaseKind: database.kind,
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
}
