import type { CartPageRefusal } from '@airshop/domain/commerce/cart-pages';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Notice } from '../../../ui/notice.tsx';
import styles from './cart-page.module.css';

/**
 * A signed-in user who may not buy (waiting for approval, or no web shop role) or whose market sells nothing
 * online sees why there is no cart, not an error. (Anonymous visitors without a guest cart are sent to sign in.)
 */
export function CartRefused({
  reason,
  waiting,
}: {
  reason: Exclude<CartPageRefusal, 'signInRequired'>;
  waiting: boolean;
}) {
  const t = useTranslations('cart');
  const key =
    reason === 'webshopDisabled' ? 'refused/webshopDisabled' : waiting ? 'refused/waiting' : 'refused/noRole';
  return (
    <div className={styles.refused}>
      <Notice tone="info" title={t(`${key}Title`)}>
        {t(`${key}Text`)}
      </Notice>
    </div>
  );
}
