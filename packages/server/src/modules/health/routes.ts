import { type Health, healthEndpoint } from '@airshop/domain/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';

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
        const body: Health = {
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
    registerEndpoint(
      app,
      healthEndpoint,
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
      {
        // Probes log nothing, so they skip the per-request child logger, a measurable share of their cost.
        childLoggerFactory: (root) => root,
      },
    );
  };
}
