import type { Locale } from '@airshop/domain/i18n/locales';
import { formatMessage } from '@airshop/domain/i18n/translation-text';
import type { MetaDescriptor } from 'react-router';
import { localeLinks } from '../product-page/index.ts';

interface CategoryMetaInput {
  name: string;
  /** The page's path in the visitor's locale, e.g. /en/products/fans. */
  url: string;
  /** The category's own description when it shows one, else null. */
  description: string | null;
  /** The catalogue's "{name} at Airshop: …" text, for categories without a description of their own. */
  fallbackDescription: string | undefined;
  locale: Locale;
  /** PUBLIC_URL. */
  origin: string;
}

/**
 * Title, description, canonical and hreflang links of a category page (issue 13): the same alternates as the
 * product page and the sitemaps, so search engines find each category in every locale; and a description for
 * every category, since search results show one and Lighthouse's SEO audit asks for it.
 */
export function categoryMeta(input: CategoryMetaInput): MetaDescriptor[] {
  const description =
    input.description ??
    (input.fallbackDescription
      ? formatMessage(input.fallbackDescription, { name: input.name }, input.locale)
      : null);
  return [
    { title: `${input.name} | Airshop` },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...localeLinks(input.url, input.locale, input.origin),
  ];
}
