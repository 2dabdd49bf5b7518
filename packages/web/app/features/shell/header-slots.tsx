import { UserPanel } from '../account/user-panel.tsx';
import { useLayoutData } from './layout-data.ts';

/*
 * Places in the header that later issues fill. They exist now so the header's layout and the
 * accessibility tree are final; each renders nothing until its feature lands.
 */

/** The search bar toggle and instant results (search issue). */
export function SearchSlot() {
  return null;
}

/** The cart widget and side panel (cart issue). */
export function CartWidgetSlot() {
  return null;
}

/** The user panel: sign in and sign up, or the signed-in user's name, status and sign out. */
export function UserPanelSlot() {
  const layout = useLayoutData();
  if (!layout) return null;
  return <UserPanel locale={layout.locale} profile={layout.profile} />;
}
