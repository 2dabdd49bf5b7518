import {
  APPLICATION_FILTER_TYPE,
  COUNTRY_FILTER_TYPE,
  type SalesContactsIndex,
} from '@airshop/domain/catalog/sales-contacts';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import type { RequestContext } from '../../platform/context.ts';
import { blockFilters, loadContactBlock, localizedValues } from './contact-block.ts';
import { listUsedFinderKeys } from './queries.ts';
import { optionalText } from './to-contact.ts';

/**
 * GET SalesContacts/Index: what the sales-contact finder page needs to start. Countries and application
 * areas come from the contact block (their localized names and the editor's order), but only those at least
 * one contact is found by: a choice that can only ever answer "no results" is not offered.
 */
export async function getSalesContactsIndex(ctx: RequestContext): Promise<SalesContactsIndex | undefined> {
  const block = await loadContactBlock(ctx);
  if (!block) return undefined;
  const used = await listUsedFinderKeys(ctx.db);
  const usedKeys = (type: string) => new Set(used.filter((u) => u.type === type).map((u) => u.key));
  const valuesOf = (type: string) => {
    const keys = usedKeys(type);
    const filter = blockFilters(block).find((f) => f.type === type);
    return localizedValues(filter, ctx.locale).filter((v) => keys.has(v.Key));
  };
  const countries = valuesOf(COUNTRY_FILTER_TYPE);
  return {
    ContactsTitle: localizedText(block.contactsTitle, ctx.locale),
    ContactsSubtitle: optionalText(block.contactsSubtitle, ctx.locale),
    ContactsDescription: optionalText(block.contactsDescription, ctx.locale),
    // Pre-selecting a country the list does not offer would leave the form in a state it cannot show.
    DefaultCountry: countries.some((c) => c.Key === block.defaultCountry) ? block.defaultCountry : null,
    Countries: countries,
    ApplicationAreas: valuesOf(APPLICATION_FILTER_TYPE),
  };
}
