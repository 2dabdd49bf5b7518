import type { LinkList, Links } from './links.ts';

/*
 * Resolving a link name apart from the zod schemas in links.ts, so the browser shell can use it without
 * bundling zod.
 */

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
