/*
 * The plain facts of content pages (issue 18, ADR 0053): kinds, sections, routes and paging, without zod, so the
 * web package's pages can use them without putting a second copy of the content schemas into the server's
 * OpenAPI registry (the search answers carry ContentSummary). The schemas are in `content.ts`, which re-exports
 * these.
 */

export const CONTENT_KINDS = ['solution', 'page', 'blog-post'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What kind of page a `page` item is; solutions and blog posts have none. */
export const PAGE_TYPES = ['article', 'news', 'guide'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The first path segment below the locale of each kind. Catalogues must not use these route segments. */
export const CONTENT_SECTIONS: Record<ContentKind, string> = {
  solution: 'solutions',
  page: 'pages',
  'blog-post': 'blog',
};

/**
 * The kind whose pages lie below this first segment after the locale (`blog` -> blog-post), or undefined: one
 * route module serves every kind and reads its kind from its path (web routes.ts).
 */
export function contentKindOfSection(section: string | undefined): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => CONTENT_SECTIONS[kind] === section);
}

/** Posts per page of the blog list. */
export const BLOG_PAGE_SIZE = 9;

/** A content route: one lower-case slug, the last segment of the item's URL. */
export const CONTENT_ROUTE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The path below the origin of an item in a locale: /sv/solutions/hospitals. */
export function contentUrl(locale: string, kind: ContentKind, route: string): string {
  return `/${locale}/${CONTENT_SECTIONS[kind]}/${route}`;
}

/**
 * The page number of a list from its `?page=` parameter: absent is 1; anything but a whole number from 1 is
 * undefined, which the page answers with 404 rather than guessing.
 */
export function listPageNumber(raw: string | null): number | undefined {
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return undefined;
  return Number(raw);
}
