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

// Resolution lives apart so the browser can use it without zod; re-exported for existing imports.
export { LinkNotFoundError, LinksNotFetchedError, resolveLink } from './link-resolver.ts';
