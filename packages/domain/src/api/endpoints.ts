import { cartEndpoints } from './cart.ts';
import { projectEndpoints } from './projects.ts';

/**
 * Every endpoint the server serves, declared once (ADR 0048). The server registers each of these and nothing
 * else (`platform/declared-routes.test.ts` holds it to that); the browser imports the type only.
 */
export const apiEndpoints = [...cartEndpoints, ...projectEndpoints];

export type ApiEndpoint = (typeof apiEndpoints)[number];
