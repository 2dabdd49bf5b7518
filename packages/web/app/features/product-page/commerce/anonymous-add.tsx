import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { requestUserPanel } from '../../account/index.ts';
import styles from './commerce-item.module.css';

/** Spec §5: adding needs a sign-in; an anonymous click opens the header's user panel. */
export function AnonymousAdd({ compact }: { compact: boolean }) {
  const t = useTranslations('productPage');
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={buttonClassName(
          compact ? 'secondary' : 'primary',
          compact ? 'sm' : 'md',
          styles.addButton,
        )}
        onClick={requestUserPanel}
      >
        <Icon name="cart" size={18} />
        <span>{t('commerce/addToCart')}</span>
      </button>
    </div>
  );
}
