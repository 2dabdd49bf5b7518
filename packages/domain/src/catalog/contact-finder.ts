import { isExternalLink, safeCatalogLink } from './catalog-link.ts';
import type {
  COUNTRY_FILTER_TYPE,
  Contact,
  ContactBlock,
  ContactChannel,
  ContactsQuery,
  FilterValue,
} from './sales-contacts.ts';

/*
 * The product page's sales-contact finder (product-page.md §2, §4, §5, §7): which filters its form has, what
 * it starts with, what it sends, and how the answer is shown. Pure and free of zod on purpose: the product page
 * has a JS budget (quality.md, page-weight) and zod would be its largest module (ADR 0023). Only types come
 * from sales-contacts.ts, so its schemas stay out of the browser bundle.
 */

/** Same literal as sales-contacts.ts's COUNTRY_FILTER_TYPE (checked by the type), without importing its module. */
const COUNTRY: typeof COUNTRY_FILTER_TYPE = 'Country';

export type FilterField = 'filter1Value' | 'filter2Value' | 'filter3Value';
export type FilterValues = Partial<Record<FilterField, string>>;

/** One select of the form: a filter of the block whose type is not null. */
export interface FinderFilter {
  field: FilterField;
  typeParam: 'filter1Type' | 'filter2Type' | 'filter3Type';
  type: string;
  values: FilterValue[];
}

const SLOTS = [
  { field: 'filter1Value', typeParam: 'filter1Type', type: 'Filter1Type', values: 'Filter1Values' },
  { field: 'filter2Value', typeParam: 'filter2Type', type: 'Filter2Type', values: 'Filter2Values' },
  { field: 'filter3Value', typeParam: 'filter3Type', type: 'Filter3Type', values: 'Filter3Values' },
] as const;

/** The block's filters that are present, in order; a filter whose type is null is absent (spec §3). */
export function finderFilters(block: ContactBlock): FinderFilter[] {
  const filters: FinderFilter[] = [];
  for (const slot of SLOTS) {
    const type = block[slot.type];
    if (type === null) continue;
    filters.push({ field: slot.field, typeParam: slot.typeParam, type, values: block[slot.values] });
  }
  return filters;
}

/**
 * What the form starts with: every select empty, except filter 1 of type Country, which is pre-selected with
 * DefaultCountry (spec §5) when that country is one of its values (matched without regard to case, the key as
 * the block spells it). Depends only on the block, so the shared server-rendered HTML may hold it.
 */
export function initialFilterValues(block: ContactBlock): FilterValues {
  const values: FilterValues = {};
  for (const filter of finderFilters(block)) values[filter.field] = '';
  const first = finderFilters(block)[0];
  const preset = block.DefaultCountry?.trim().toUpperCase();
  if (first?.field === 'filter1Value' && first.type === COUNTRY && preset) {
    const match = first.values.find((value) => value.Key.toUpperCase() === preset);
    if (match) values.filter1Value = match.Key;
  }
  return values;
}

/** The part of a validation issue the forms' message helper reads (like a zod issue). */
export interface FinderIssue {
  code: 'too_small' | 'invalid_value';
  path: [FilterField];
}

/**
 * Each present filter is required (spec §5) and must be one of its values; the issues have the shape of zod
 * issues so the shared field-message helper turns them into the shared messages.
 */
export function validateFilterValues(filters: readonly FinderFilter[], values: FilterValues): FinderIssue[] {
  const issues: FinderIssue[] = [];
  for (const filter of filters) {
    const value = values[filter.field]?.trim() ?? '';
    if (value === '') issues.push({ code: 'too_small', path: [filter.field] });
    else if (!filter.values.some((v) => v.Key === value))
      issues.push({ code: 'invalid_value', path: [filter.field] });
  }
  return issues;
}

/** The query of GET SalesContacts/Contacts: each present filter's type and chosen key. */
export function contactsQueryOf(filters: readonly FinderFilter[], values: FilterValues): ContactsQuery {
  const query: ContactsQuery = {};
  for (const filter of filters) {
    query[filter.typeParam] = filter.type;
    query[filter.field] = values[filter.field]?.trim() ?? '';
  }
  return query;
}

/** Results split as the spec shows them: 'our people' (internal) and 'offices and external', order kept. */
export function splitContacts(contacts: readonly Contact[]): { internal: Contact[]; external: Contact[] } {
  return {
    internal: contacts.filter((contact) => contact.IsInternalContact),
    external: contacts.filter((contact) => !contact.IsInternalContact),
  };
}

/** A channel as shown: its trimmed text, and the link it opens when it has one. */
export interface ShownChannel {
  type: ContactChannel['ContactChannelType'];
  text: string;
  /** mailto:, tel: or a safe http(s) URL; null for text only (address, fax, an unsafe website). */
  href: string | null;
}

// One address, no spaces, query or second @: a mailto: that cannot carry headers or a body.
const EMAIL = /^[^\s@?&#"<>]+@[^\s@?&#"<>]+\.[^\s@?&#"<>]+$/;

/** A dialable number: an optional leading +, then digits; the spaces and punctuation people write are dropped. */
export function telHref(text: string): string | null {
  const digits = text.replace(/[\s().\-/]/g, '');
  return /^\+?\d{3,}$/.test(digits) ? `tel:${digits}` : null;
}

/**
 * The channels to show: empty texts hidden (spec §5; the API leaves them out already, the page does not rely on
 * it), e-mail as mailto:, phone as tel:, a website only when it is a safe catalogue link (it is then shown as
 * text when it is not).
 */
export function shownChannels(contact: Pick<Contact, 'ContactChannels'>): ShownChannel[] {
  const shown: ShownChannel[] = [];
  for (const channel of contact.ContactChannels) {
    const text = channel.Text.trim();
    if (text === '') continue;
    shown.push({
      type: channel.ContactChannelType,
      text,
      href: channelHref(channel.ContactChannelType, text),
    });
  }
  return shown;
}

function channelHref(type: ContactChannel['ContactChannelType'], text: string): string | null {
  switch (type) {
    case 'Email':
      return EMAIL.test(text) ? `mailto:${text}` : null;
    case 'Phone':
      return telHref(text);
    case 'Website': {
      const safe = safeCatalogLink(text);
      // Only absolute http(s): a contact's website is never a path of this site.
      return safe && /^https?:\/\//i.test(safe) ? safe : null;
    }
    default:
      return null;
  }
}

/** A website as people read it: without the scheme and a trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The name a contact card leads with: the person, or the company for an office or partner. */
export function contactHeading(contact: Pick<Contact, 'PersonName' | 'CompanyName'>): string {
  return contact.PersonName?.trim() || contact.CompanyName;
}

/** A services link as shown: only safe URLs (catalog-link.ts) with a text; the icon name as the block has it. */
export interface ShownServicesLink {
  url: string;
  icon: string;
  text: string;
  external: boolean;
}

export function shownServicesLinks(block: Pick<ContactBlock, 'ServicesLinks'>): ShownServicesLink[] {
  const links: ShownServicesLink[] = [];
  for (const link of block.ServicesLinks) {
    const url = safeCatalogLink(link.Url);
    const text = link.Text.trim();
    if (!url || !text) continue;
    links.push({ url, icon: link.Icon.trim(), text, external: isExternalLink(url) });
  }
  return links;
}

/** Whether the page has a services block at all: a title or a link to show (anchors.ts asks the same). */
export function hasServicesBlock(block: Pick<ContactBlock, 'ServicesTitle' | 'ServicesLinks'>): boolean {
  return Boolean(block.ServicesTitle) || shownServicesLinks(block).length > 0;
}

// The reason phrases of RFC 9110 for the statuses an API answer can carry; fetch's own statusText is empty over
// HTTP/2 and the shared request helper keeps only the status.
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Spec §8: a contact fetch that is not OK is logged as 'Fetching data failed: {statusText} ({status})'. */
export function fetchFailedMessage(status: number, statusText?: string): string {
  const reason = statusText?.trim() || REASONS[status] || (status >= 500 ? 'Server Error' : 'Error');
  return `Fetching data failed: ${reason} (${status})`;
}
