import {
  CONTACT_FILTER_COUNT,
  type ContactBlock,
  type FilterValue,
} from '@airshop/domain/catalog/sales-contacts';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import type { ContactBlockFilter } from '../../db/schema.ts';
import type { RequestContext } from '../../platform/context.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { expandHref } from '../links/index.ts';
import { type ContactBlockRow, DEFAULT_CONTACT_BLOCK_ID, findContactBlock } from './queries.ts';
import { optionalText } from './to-contact.ts';

// The block is read by every product page and every contact search; it changes only by import.
const cache = new TtlCache<ContactBlockRow | undefined>(30_000);

export function clearContactBlockCache(): void {
  cache.clear();
}

/** The stored contact block (filters in the catalogue's form), or undefined when none is imported. */
export function loadContactBlock(ctx: RequestContext): Promise<ContactBlockRow | undefined> {
  return cache.get(DEFAULT_CONTACT_BLOCK_ID, () => findContactBlock(ctx.db, DEFAULT_CONTACT_BLOCK_ID));
}

/** The block's filters, at most three, in order (Filter1 … Filter3). */
export function blockFilters(block: ContactBlockRow): ContactBlockFilter[] {
  return block.filters.slice(0, CONTACT_FILTER_COUNT);
}

export function localizedValues(filter: ContactBlockFilter | undefined, locale: string): FilterValue[] {
  return (filter?.values ?? []).map((v) => ({ Key: v.key, Value: localizedText(v.value, locale) }));
}

/** GET SalesContacts/ContactBlock: the block in the visitor's language; undefined (204) when there is none. */
export async function getContactBlock(ctx: RequestContext): Promise<ContactBlock | undefined> {
  const block = await loadContactBlock(ctx);
  if (!block) return undefined;
  const [f1, f2, f3] = blockFilters(block);
  return {
    ContactsTitle: localizedText(block.contactsTitle, ctx.locale),
    ContactsSubtitle: optionalText(block.contactsSubtitle, ctx.locale),
    ContactsDescription: optionalText(block.contactsDescription, ctx.locale),
    DefaultCountry: block.defaultCountry,
    Filter1Type: f1?.type ?? null,
    Filter1Values: localizedValues(f1, ctx.locale),
    Filter2Type: f2?.type ?? null,
    Filter2Values: localizedValues(f2, ctx.locale),
    Filter3Type: f3?.type ?? null,
    Filter3Values: localizedValues(f3, ctx.locale),
    ServicesTitle: optionalText(block.servicesTitle, ctx.locale),
    ServicesSubtitle: optionalText(block.servicesSubtitle, ctx.locale),
    ServicesDescription: optionalText(block.servicesDescription, ctx.locale),
    ServicesLinks: block.servicesLinks.map((link) => ({
      // Like the named links, a services URL may hold {locale}: /{locale}/services is /sv/services in Swedish.
      Url: expandHref(link.url, ctx.locale),
      Icon: link.icon,
      Text: localizedText(link.text, ctx.locale),
    })),
  };
}
