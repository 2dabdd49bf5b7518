import {
  APPLICATION_FILTER_TYPE,
  COUNTRY_FILTER_TYPE,
  type Contact,
  type ContactsQuery,
  presentParam,
} from '@airshop/domain/catalog/sales-contacts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { blockFilters, loadContactBlock } from './contact-block.ts';
import { findContactsByFilters } from './queries.ts';
import { toContact } from './to-contact.ts';

type FilterNumber = 1 | 2 | 3;
// Filter1 … Filter3: CONTACT_FILTER_COUNT of the spec.
const FILTER_NUMBERS: FilterNumber[] = [1, 2, 3];

interface Issue {
  in: 'querystring';
  path: string[];
  message: string;
}

/**
 * GET SalesContacts/Contacts: the contacts found by the contact block's filters. Every filter the block has
 * must be answered (product-page.md §5 makes each present select required; the server holds the same rule)
 * and a filter it does not have must not be sent. A value that is none of the filter's keys finds nobody.
 */
export async function findContacts(ctx: RequestContext, query: ContactsQuery): Promise<Contact[]> {
  const block = await loadContactBlock(ctx);
  const filters = block ? blockFilters(block) : [];
  const issues: Issue[] = [];
  const wanted: Record<string, string> = {};
  let unknownValue = false;

  for (const n of FILTER_NUMBERS) {
    const type = presentParam(query[`filter${n}Type`]);
    const value = presentParam(query[`filter${n}Value`]);
    const filter = filters[n - 1];
    if (!filter) {
      if (type !== undefined) issues.push(issue(`filter${n}Type`, `the contact block has no filter ${n}`));
      if (value !== undefined) issues.push(issue(`filter${n}Value`, `the contact block has no filter ${n}`));
      continue;
    }
    if (type !== undefined && type !== filter.type) {
      issues.push(issue(`filter${n}Type`, `must be ${filter.type}, the type of filter ${n}`));
    }
    if (value === undefined) {
      issues.push(issue(`filter${n}Value`, `is required: a ${filter.type} value`));
      continue;
    }
    // Keys are matched without regard to case (se is SE); the catalogue's spelling is what is searched for.
    const key = filter.values.find((v) => v.key.toLowerCase() === value.toLowerCase())?.key;
    if (key === undefined) unknownValue = true;
    else wanted[filter.type] = key;
  }

  if (issues.length > 0) {
    throw new AppError(
      'validation_failed',
      'The filters do not match the contact block: each of its filters needs a value.',
      issues,
    );
  }
  // No block means no finder to answer; an unknown key is well-formed but matches no contact.
  if (!block || unknownValue) return [];
  const rows = await findContactsByFilters(ctx.db, wanted);
  return rows.map((row) => toContact(row, ctx.locale));
}

/**
 * GET SalesContacts and SalesContacts/Countries/{c}: the finder page's search. shop.md §5: "Sales-contact
 * filtering needs both country and application; otherwise the result is an empty list."
 */
export async function listSalesContacts(
  ctx: RequestContext,
  input: { country?: string; applicationArea?: string },
): Promise<Contact[]> {
  if (!input.country || !input.applicationArea) return [];
  const rows = await findContactsByFilters(ctx.db, {
    [COUNTRY_FILTER_TYPE]: input.country,
    [APPLICATION_FILTER_TYPE]: input.applicationArea,
  });
  return rows.map((row) => toContact(row, ctx.locale));
}

function issue(field: string, message: string): Issue {
  return { in: 'querystring', path: [field], message };
}
