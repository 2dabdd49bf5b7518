import { mediaUrl } from '@airshop/domain/catalog/media';
import type { Contact } from '@airshop/domain/catalog/sales-contacts';
import { type LocalizedText, localizedText } from '@airshop/domain/i18n/localized-text';
import type { SalesContactRow } from './queries.ts';

/** Optional catalogue text in the visitor's language; a text that is blank there counts as missing. */
export function optionalText(text: LocalizedText | null | undefined, locale: string): string | null {
  if (!text) return null;
  const value = localizedText(text, locale).trim();
  return value === '' ? null : value;
}

/** A contact as the API sends it: texts in the visitor's language, no empty channels, image at 300x300. */
export function toContact(row: SalesContactRow, locale: string): Contact {
  return {
    ContactId: row.id,
    TypeName: localizedText(row.typeName, locale),
    Brands: row.brands,
    CompanyName: row.companyName,
    Scope: optionalText(row.scope, locale),
    Role: optionalText(row.role, locale),
    PersonName: row.personName?.trim() || null,
    Image: row.image ? mediaUrl(row.image.key, 'contact') : null,
    IsPerson: row.isPerson,
    IsInternalContact: row.isInternalContact,
    // product-page.md §5: "Contact channel entries with empty text are hidden" — so they are not sent at all.
    ContactChannels: row.channels.flatMap((channel) => {
      const text = channel.text.trim();
      return text === '' ? [] : [{ ContactChannelType: channel.type, Text: text }];
    }),
  };
}
