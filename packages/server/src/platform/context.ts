import { GUEST_ID_PATTERN } from '@airshop/domain/account/auth';
import { parseRecentDocumentIds, RECENT_DOCUMENTS_COOKIE } from '@airshop/domain/documents/documents';
import type { Locale } from '@airshop/domain/i18n/locales';
import { apiAnswerLocale } from '@airshop/domain/i18n/request-language';
import {
  COUNTRY_COOKIE,
  DEFAULT_LANGUAGE_COOKIE,
  GUEST_ID_COOKIE,
  LANGUAGE_HEADER,
  PAGE_LOCALE_HEADER,
} from '@airshop/domain/site/constants';
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

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Locale of an API call (ADR 0049): the x-page-locale header of a page, then the spec's x-lang header, the
 * country and default-language cookies, then en.
 */
export function localeOfRequest(request: FastifyRequest): Locale {
  return apiAnswerLocale({
    pageLocale: header(request, PAGE_LOCALE_HEADER),
    language: header(request, LANGUAGE_HEADER),
    countryCookie: request.cookies[COUNTRY_COOKIE],
    defaultLanguageCookie: request.cookies[DEFAULT_LANGUAGE_COOKIE],
  });
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
