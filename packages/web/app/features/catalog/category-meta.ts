import { intlTag, LOCALES, type Locale } from '@airshop/domain/locales';
import { interpolate } from '@airshop/domain/translation-text';
import type { MetaDescriptor } from 'react-router';
import { localizedProductPath } from '../product-page/product-meta.ts';

interface CategoryMetaInput {
  name: string;
  /** The page's path in the visitor's locale, e.g. /en/products/fans. */
  url: string;
  /** The category's own description when it shows one, else null. */
  description: string | null;
  /** The catalogue's "{name} at Airshop: …" text, for categories without a description of their own. */
  fallbackDescription: string | undefined;
  locale: Locale;
  /** PUBLIC_URL; absent after a navigation in the browser, where crawlers never look. */
  origin: string | undefined;
}

/**
 * Title, description, canonical and hreflang links of a category page (issue 13): the same alternates as the
 * product page and the sitemaps, so search engines find each category in every locale; and a description for
 * every category, since search results show one and Lighthouse's SEO audit asks for it.
 */
export function categoryMeta(input: CategoryMetaInput): MetaDescriptor[] {
  const description =
    input.description ??
    (input.fallbackDescription ? interpolate(input.fallbackDescription, { name: input.name }) : null);
  const { origin } = input;
  const links = origin
    ? [
        {
          tagName: 'link',
          rel: 'canonical',
          href: `${origin}${localizedProductPath(input.url, input.locale)}`,
        },
        ...LOCALES.map((other) => ({
          tagName: 'link',
          rel: 'alternate',
          hrefLang: intlTag(other),
          href: `${origin}${localizedProductPath(input.url, other)}`,
        })),
        {
          tagName: 'link',
          rel: 'alternate',
          hrefLang: 'x-default',
          href: `${origin}${localizedProductPath(input.url, 'en')}`,
        },
      ]
    : [];
  return [
    { title: `${input.name} | Airshop` },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...links,
  ];
}
