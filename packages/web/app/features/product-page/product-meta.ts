import type { ProductPage } from '@airshop/domain/catalog/product';
import { intlTag, LOCALES, type Locale } from '@airshop/domain/i18n/locales';
import type { MetaDescriptor } from 'react-router';

/** The page of the same product in another locale: only the locale segment of the path differs. */
export function localizedProductPath(url: string, locale: Locale): string {
  return url.replace(/^\/[^/]+/, `/${locale}`);
}

function plainText(html: string | null): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

/** A meta description of at most 160 characters, cut at a word. */
export function metaDescription(page: ProductPage): string | null {
  const text = page.Detail.Intro ?? plainText(page.Detail.Description) ?? page.Detail.UniqueSellingPoint;
  if (!text) return null;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}…`;
}

/**
 * Head tags carried as loader data. Typed loosely on purpose: from MetaDescriptor, with schema.org's recursive
 * JSON-LD type in it, React Router's type generation works out the serialized form and tsc runs out of memory.
 */
export type HeadTags = Record<string, unknown>[];

/**
 * The canonical link of a page and its alternates in every locale (x-default English), as the sitemaps list them
 * (server modules/seo). `url` is the page's path in any locale.
 */
export function localeLinks(url: string, locale: Locale, origin: string): MetaDescriptor[] {
  const link = (rel: string, l: Locale, hrefLang?: string) => ({
    tagName: 'link',
    rel,
    ...(hrefLang ? { hrefLang } : {}),
    href: `${origin}${localizedProductPath(url, l)}`,
  });
  return [
    link('canonical', locale),
    ...LOCALES.map((other) => link('alternate', other, intlTag(other))),
    link('alternate', 'en', 'x-default'),
  ];
}

/**
 * Title, description, canonical and hreflang links (every locale, x-default English), Open Graph and the
 * schema.org Product of a product page (issue 5 §1). URLs are absolute from PUBLIC_URL.
 */
export function productMeta(page: ProductPage, locale: Locale, origin: string): MetaDescriptor[] {
  const { Detail } = page;
  const description = metaDescription(page);
  const canonical = `${origin}${localizedProductPath(Detail.Url, locale)}`;
  const image = Detail.Images[0] ? `${origin}${Detail.Images[0].Url}` : null;
  return [
    { title: `${Detail.Name} | Airshop` },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...localeLinks(Detail.Url, locale, origin),
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: Detail.Name },
    { property: 'og:url', content: canonical },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: Detail.Name,
        url: canonical,
        ...(description ? { description } : {}),
        ...(Detail.Images.length > 0 ? { image: Detail.Images.map((i) => `${origin}${i.Url}`) } : {}),
        brand: { '@type': 'Brand', name: 'Kvistra Air' },
        ...(Detail.IsDiscontinued
          ? { additionalProperty: { '@type': 'PropertyValue', name: 'discontinued', value: true } }
          : {}),
      },
    },
  ];
}
