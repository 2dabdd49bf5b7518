import type { Crumb } from '../../ui/breadcrumb.tsx';

/**
 * The one breadcrumb of every catalogue page, category and product alike (spec §2): company home, the products
 * page (link Webshop/Products), then the trail below it, the current page last and unlinked. The trail's own
 * copy of the products page is left out, so it is not named twice, and so both kinds of page read the same.
 */
export function catalogCrumbs(
  trail: readonly { Name: string; Url: string }[],
  home: Crumb,
  products: Crumb & { to: string },
): Crumb[] {
  const below = trail.filter((item) => item.Url !== products.to);
  const last = below.length - 1;
  // On the products page itself the trail below it is empty: that page is the current one.
  if (last < 0) return [home, { label: products.label }];
  return [
    home,
    products,
    ...below.map((item, index) =>
      index === last ? { label: item.Name } : { label: item.Name, to: item.Url },
    ),
  ];
}
