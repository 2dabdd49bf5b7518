import type { ContentKind } from '@airshop/domain/content/content';
import type { Crumb } from '../../ui/breadcrumb.tsx';

/**
 * The breadcrumb of a content page: home, then the list the item belongs to (solutions, blog), then the item,
 * last and unlinked. Pages (articles, news, guides) have no list page of their own: home is their parent. On
 * phones the Breadcrumb shows only the level-up link to the parent (spec §2).
 */
export function contentCrumbs(
  home: Crumb & { to: string },
  list: (Crumb & { to: string }) | undefined,
  current: string,
): Crumb[] {
  return [home, ...(list ? [list] : []), { label: current }];
}

/** The list page of a kind below the locale, or undefined for pages, which have none. */
export function listPathOf(kind: ContentKind): string | undefined {
  if (kind === 'solution') return 'solutions';
  if (kind === 'blog-post') return 'blog';
  return undefined;
}
