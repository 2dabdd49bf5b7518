import { localeFromPathname } from '@airshop/domain/i18n/locale-path';
import { DEFAULT_LOCALE } from '@airshop/domain/i18n/locales';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './not-found-content.module.css';
import { useSharedText } from './shared-text.ts';

export function NotFoundContent() {
  const text = useSharedText();
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname) ?? DEFAULT_LOCALE;
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code}>{text('notFound/code', 'Error 404')}</p>
      <h1 id="not-found-title">{text('notFound/title', 'Page not found')}</h1>
      <p className={styles.text}>
        {text(
          'notFound/text',
          'The page you are looking for does not exist or has moved. Check the address, or start again from the home page.',
        )}
      </p>
      <ButtonLink to={`/${locale}/`} icon={<Icon name="arrowRight" size={18} />}>
        {text('notFound/home', 'Go to the home page')}
      </ButtonLink>
    </section>
  );
}
