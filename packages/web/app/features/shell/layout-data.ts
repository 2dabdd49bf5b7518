import type { Profile } from '@airshop/domain/account/profile';
import type { CatalogMenu } from '@airshop/domain/catalog/catalog';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { Links } from '@airshop/domain/site/links';
import type { CurrentMarket } from '@airshop/domain/site/market';
import { useRouteLoaderData } from 'react-router';
import type { WithTranslations } from '../../platform/i18n/page-translations.ts';

/** The id React Router gives app/routes/locale-layout.tsx (its file path without the extension). */
export const LAYOUT_ROUTE_ID = 'routes/locale-layout';

/** What the locale layout loads once per page for the frame and every screen below it. */
export interface LayoutData extends WithTranslations {
  locale: Locale;
  links: Links;
  market: CurrentMarket;
  /** GET Catalog/Menu: the header's catalogue menu and the home page's product families. */
  catalogMenu: CatalogMenu;
  /** Who is visiting: the header's user panel and the 'unlock price/stock' prompts read it. */
  profile: Profile;
}

/** Undefined while the layout's own loader has failed (its error boundary is showing). */
export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData<LayoutData>(LAYOUT_ROUTE_ID);
}
