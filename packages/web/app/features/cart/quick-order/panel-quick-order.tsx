import type { Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Collapsible } from '../../../ui/collapsible.tsx';
import { refreshCartWidget } from '../cart-store.ts';
import { QuickOrderBox } from './quick-order-box.tsx';

/**
 * The quick-order box in the cart panel, folded under its title; loaded when the panel first opens (the header
 * is on every page). What it adds shows in the panel at once: the widget is read again (shop.md §4), which also
 * tells an open quick-pick page to re-sync.
 */
export default function PanelQuickOrder({ locale }: { locale: Locale }) {
  const t = useTranslations('quickPick');
  return (
    <Collapsible id="quick-order" title={t('quickOrder/title')} headingLevel={3}>
      <QuickOrderBox onAdded={() => void refreshCartWidget()} quickPickHref={`/${locale}/quick-pick`} />
    </Collapsible>
  );
}
