import type { ContentItem } from '@airshop/domain/content/content';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { MetaDescriptor } from 'react-router';
import { localeLinks } from '../product-page/index.ts';

/*
 * Head tags of the content pages: title, description, canonical and hreflang alternates in every locale (the
 * same set as the sitemaps, ADR 0043), Open Graph and, for an item, schema.org Article or BlogPosting.
 */

interface ListMetaInput {
  title: string;
  description: string;
  /** The list's path in the visitor's locale (/sv/blog); a later page adds ?page=n to its canonical only. */
  url: string;
  page: number;
  locale: Locale;
  origin: string;
}

export function contentListMeta(input: ListMetaInput): MetaDescriptor[] {
  const links = localeLinks(input.url, input.locale, input.origin);
  // A later page is its own page for search engines; its alternates point to the same page in other locales.
  const query = input.page > 1 ? `?page=${input.page}` : '';
  return [
    { title: `${input.title} | Airshop` },
    { name: 'description', content: input.description },
    ...links.map((link) => ('href' in link ? { ...link, href: `${link.href as string}${query}` } : link)),
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:url', content: `${input.origin}${input.url}${query}` },
  ];
}

export function contentItemMeta(item: ContentItem, locale: Locale, origin: string): MetaDescriptor[] {
  const url = `${origin}${item.Url}`;
  const image = item.Image ? `${origin}${item.Image.Url}` : null;
  return [
    { title: `${item.Title} | Airshop` },
    { name: 'description', content: item.Summary },
    ...localeLinks(item.Url, locale, origin),
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: item.Title },
    { property: 'og:description', content: item.Summary },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': item.Kind === 'blog-post' ? 'BlogPosting' : 'Article',
        headline: item.Title,
        description: item.Summary,
        datePublished: item.PublishedAt,
        inLanguage: item.TextLocale,
        url,
        ...(image ? { image } : {}),
        publisher: { '@type': 'Organization', name: 'Kvistra Air' },
      },
    },
  ];
}
