import type { Locale } from '@airshop/domain/i18n/locales';
import { LINK_LISTS, type Links } from '@airshop/domain/site/links';
import type { RequestContext } from '../../platform/context.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { listLinks } from './queries.ts';

type LinkRows = Awaited<ReturnType<typeof listLinks>>;
const cache = new TtlCache<LinkRows>(30_000);

export function clearLinksCache(): void {
  cache.clear();
}

export function expandHref(template: string, locale: Locale): string {
  return template.replaceAll('{locale}', locale);
}

/** The Webshop, MyAirshop and QuickSearch lists, with hrefs in the visitor's locale. */
export async function getLinks(ctx: RequestContext): Promise<Links> {
  const rows = await cache.get('all', () => listLinks(ctx.db));
  const result = Object.fromEntries(LINK_LISTS.map((list) => [list, []])) as unknown as Links;
  for (const row of rows) {
    const list = result[row.list as keyof Links];
    // A list the API does not publish (added by a later version) is skipped, not an error.
    list?.push({ Id: row.id, Href: expandHref(row.hrefTemplate, ctx.locale) });
  }
  return result;
}
