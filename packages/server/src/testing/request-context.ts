import type { Locale } from '@airshop/domain/i18n/locales';
import pino from 'pino';
import type { Db } from '../db/client.ts';
import type { RequestContext } from '../platform/context.ts';

/** The context of an anonymous request, for tests that call a service directly instead of through a route. */
export function anonymousContext(db: Db, locale: Locale = 'en', requestId = 'test'): RequestContext {
  return {
    db,
    locale,
    customer: null,
    guestId: null,
    recentDocumentIds: [],
    requestId,
    log: pino({ level: 'silent' }),
  };
}
