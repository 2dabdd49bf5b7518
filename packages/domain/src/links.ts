import { z } from 'zod';

export const linkSchema = z.object({ Id: z.string(), Href: z.string() }).meta({ id: 'Link' });
export type Link = z.infer<typeof linkSchema>;

/**
 * GET /api/v1/Links. The spec names the lists Webshop and My{product}; ours is MyAirshop.
 * A link is named "<list>/<Id>", for example Webshop/Products or Webshop/NoRoles.
 */
export const linksSchema = z
  .object({
    Webshop: z.array(linkSchema),
    MyAirshop: z.array(linkSchema),
    QuickSearch: z.array(linkSchema),
  })
  .meta({ id: 'Links' });

export type Links = z.infer<typeof linksSchema>;
export type LinkList = keyof Links;

export const LINK_LISTS = ['Webshop', 'MyAirshop', 'QuickSearch'] as const satisfies readonly LinkList[];

export class LinkNotFoundError extends Error {
  constructor(name: string) {
    super(`Link ${name} not found`);
    this.name = 'LinkNotFoundError';
  }
}

export class LinksNotFetchedError extends Error {
  constructor() {
    super('Links not fetched');
    this.name = 'LinksNotFetchedError';
  }
}

/** Resolves "Webshop/Products" against the fetched lists; the spec's errors when it cannot. */
export function resolveLink(links: Links | undefined | null, name: string): string {
  if (!links) throw new LinksNotFetchedError();
  const slash = name.indexOf('/');
  const list = name.slice(0, slash) as LinkList;
  const id = name.slice(slash + 1);
  const found = slash > 0 ? links[list]?.find((l) => l.Id === id) : undefined;
  if (!found) throw new LinkNotFoundError(name);
  return found.Href;
}
