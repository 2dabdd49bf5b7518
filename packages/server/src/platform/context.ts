import { GUEST_ID_PATTERN } from '@airshop/domain/auth';
import {
  COUNTRY_COOKIE,
  DEFAULT_LANGUAGE_COOKIE,
  GUEST_ID_COOKIE,
  LANGUAGE_HEADER,
} from '@airshop/domain/constants';
import { parseRecentDocumentIds, RECENT_DOCUMENTS_COOKIE } from '@airshop/domain/documents';
import { DEFAULT_LOCALE, type Locale, parseLocale } from '@airshop/domain/locales';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { UserRole } from '../db/schema/accounts.ts';

/**
 * The signed-in user of a request, read from the session (ADR on accounts); null when anonymous. `status` is an
 * id of the spec's user-status list (8 = Approved); `companyId` is null for a user whose company is not set up.
 */
export interface SignedInUser {
  readonly userId: string;
  readonly companyId: string | null;
  readonly status: number;
  readonly roles: readonly UserRole[];
  readonly name: string;
  readonly email: string;
  readonly marketId: string;
}

export type Customer = SignedInUser | null;

/**
 * Everything a service needs to know about the request, built once per request and passed as the first
 * argument of every service function (ADR 0003). Services never read the Fastify request.
 */
export interface RequestContext {
  readonly db: Db;
  readonly locale: Locale;
  readonly customer: Customer;
  readonly guestId: string | null;
  /** Documents the visitor viewed or downloaded, newest first (from a cookie; ADR 0011). */
  readonly recentDocumentIds: readonly string[];
  readonly requestId: string;
  readonly log: FastifyBaseLogger;
}

/** Locale of an API call: the x-lang header, then the country and default-language cookies, then en. */
export function localeOfRequest(request: FastifyRequest): Locale {
  const header = request.headers[LANGUAGE_HEADER];
  return (
    parseLocale(Array.isArray(header) ? header[0] : header) ??
    parseLocale(request.cookies[COUNTRY_COOKIE]) ??
    parseLocale(request.cookies[DEFAULT_LANGUAGE_COOKIE]) ??
    DEFAULT_LOCALE
  );
}

/** `customer` comes from the session cookie (modules/auth/request-context-hook.ts); null when anonymous. */
export function buildContext(
  request: FastifyRequest,
  db: Db,
  locale: Locale = localeOfRequest(request),
  customer: Customer = null,
): RequestContext {
  const guestId = request.cookies[GUEST_ID_COOKIE];
  return {
    db,
    locale,
    customer,
    guestId: guestId && GUEST_ID_PATTERN.test(guestId) ? guestId : null,
    recentDocumentIds: parseRecentDocumentIds(request.cookies[RECENT_DOCUMENTS_COOKIE]),
    requestId: request.id,
    log: request.log,
  };
}
