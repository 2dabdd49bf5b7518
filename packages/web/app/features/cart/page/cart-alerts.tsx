import type { CartAlert } from '@airshop/domain/commerce/cart-checkout';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import styles from './cart-page.module.css';
import { cartApi } from './cart-page-api.ts';
import type { CartEditor } from './use-cart-editor.ts';

/**
 * What changed under the lines since they were added (price, discontinued, no longer shoppable, stock short,
 * capped when a guest cart joined): shown until dismissed (DELETE Carts/Default/Alerts).
 */
export function CartAlerts({ editor, locale }: { editor: CartEditor; locale: Locale }) {
  const t = useTranslations('cart');
  const { cart, busy, run } = editor;
  if (cart.Alerts.length === 0) return null;
  const tag = intlTag(locale);
  const money = (value: CartAlert['OldPrice']) =>
    value ? formatPrice(value.Amount, value.Currency, tag) : '–';

  return (
    <section className={styles.alerts} aria-labelledby="cart-alerts-title" data-testid="cart-alerts">
      <div className={styles.alertsHead}>
        <Icon name="alert" size={20} className={styles.alertsIcon} />
        <h2 id="cart-alerts-title" className={styles.alertsTitle}>
          {t('alerts/title')}
        </h2>
      </div>
      <ul className={styles.alertList}>
        {cart.Alerts.map((alert) => (
          <li key={`${alert.Kind}-${alert.LineItemId}`}>
            {t(`alerts/${alert.Kind}`, {
              name: alert.Name,
              code: alert.Code,
              before: money(alert.OldPrice),
              after: money(alert.NewPrice),
            })}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        loading={busy === 'alerts'}
        onClick={() => void run('alerts', () => cartApi.dismissAlerts())}
      >
        {t('alerts/dismiss')}
      </Button>
    </section>
  );
}
