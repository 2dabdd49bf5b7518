/*
 * The Links API names every page of the spec (Webshop/Search, MyAirshop/Projects …), also those later issues
 * build. A link whose page this build does not serve would lead to a 404, so menus, the footer and the home
 * page show a named link only when it is listed here (ADR 0042). Add a name when its page is built.
 */
const LINKS_WITH_PAGES: ReadonlySet<string> = new Set([
  'Webshop/Home',
  'Webshop/Products',
  'Webshop/SignUp',
  'Webshop/NoRoles',
  'Webshop/Solutions',
  'Webshop/Blog',
  'Webshop/QuickPick',
  'Webshop/SerialNumber',
  'Webshop/Search',
  'Webshop/Documents',
  'MyAirshop/Projects',
  'MyAirshop/ProjectDetail',
]);

/** Whether the page a named link points at exists in this build. */
export function hasBuiltPage(name: string): boolean {
  return LINKS_WITH_PAGES.has(name);
}
