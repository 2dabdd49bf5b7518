import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { createContext } from 'react-router';

/**
 * The per-request services the server hands to loaders and middleware. entry.server re-exports this one
 * instance so the server can fill it; routes import it from here, never from entry.server.
 */
export const servicesContext = createContext<SsrServices>();
