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

/** The user panel: login, profile, project widget (customer issue). */
export function UserPanelSlot() {
  return null;
}
