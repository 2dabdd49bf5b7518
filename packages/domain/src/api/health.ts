import { z } from 'zod';
import { endpoint, route } from './endpoint.ts';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unreachable']),
    databaseKind: z.enum(['pglite', 'postgres']),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/** Process and database health for load balancers (no browser calls it, so its route is not kept apart). */
export const healthEndpoint = endpoint(route('GET', '/api/health'), {
  tags: ['Health'],
  summary: 'Process and database health',
  response: { 200: healthSchema, 503: healthSchema },
});

export const healthEndpoints = [healthEndpoint];
