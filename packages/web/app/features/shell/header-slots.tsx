import { mayUseShopWidgets } from '@airshop/domain/commerce/product-visibility';
import { UserPanel } from '../account/index.ts';
import { CartWidget, useCartState } from '../cart/index.ts';
import { ProjectWidget } from '../projects/index.ts';
import { SearchToggle } from '../search/index.ts';
import { useLayoutData } from './layout-data.ts';

/*
 * Places in the header that later issues fill. They exist now so the header's layout and the
 * accessibility tree are final; each renders nothing until its feature lands.
 */

/** The search bar toggle and instant results (issue 18): for everyone; the bar loads when opened. */
export function SearchSlot() {
  const layout = useLayoutData();
  if (!layout) return null;
  return <SearchToggle locale={layout.locale} />;
}

/**
 * The cart widget and its panel, for buyers (spec §4: it opens after an add) and for anonymous visitors with a
 * guest cart (issue 15 §5): the profile says IsGuest when the page came with a GuestId, and a guest cart opened
 * on this page shows at once. A signed-in customer's market is their own (Shop/Markets/Current): where its web
 * shop is off there is no cart to ask for.
 */
export function CartWidgetSlot() {
  const layout = useLayoutData();
  const { widget } = useCartState();
  if (!layout?.market.IsWebshopEnabled) return null;
  const { profile } = layout;
  const guest = !profile.IsLoggedIn && (profile.IsGuest || widget?.IsGuest === true);
  if (!mayUseShopWidgets(profile) && !guest) return null;
  return <CartWidget locale={layout.locale} />;
}

/** The projects entry and the project panel, for buyers who are no guests (spec §4, §6). */
export function ProjectsSlot() {
  const layout = useLayoutData();
  if (!layout || !mayUseShopWidgets(layout.profile) || layout.profile.IsGuest) return null;
  return <ProjectWidget locale={layout.locale} market={layout.market} />;
}

/** The user panel: sign in and sign up, or the signed-in user's name, status and sign out. */
export function UserPanelSlot() {
  const layout = useLayoutData();
  if (!layout) return null;
  return (
    <UserPanel
      locale={layout.locale}
      profile={layout.profile}
      offerGuestCart={layout.market.IsWebshopEnabled}
    />
  );
}
