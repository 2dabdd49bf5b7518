import type { MetaDescriptor } from 'react-router';
import { metaText } from '../../platform/i18n/meta-text.ts';
import { LAYOUT_ROUTE_ID } from '../shell/index.ts';

/**
 * meta() of the content routes: the head tags the loader made on the server, or for a 404 the same title as
 * any unknown page.
 */
export function contentRouteMeta(
  loaderData: { meta: unknown } | undefined,
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[],
): MetaDescriptor[] {
  if (!loaderData) {
    const layout = matches.find((match) => match?.id === LAYOUT_ROUTE_ID)?.loaderData;
    return [
      { title: `${metaText(layout, 'shared', 'notFound/title') ?? 'Page not found'} | Airshop` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return loaderData.meta as MetaDescriptor[];
}
