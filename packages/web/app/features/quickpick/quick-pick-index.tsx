import type { QuickPickCategory } from '@airshop/domain/commerce/quick-pick';
import type { Locale } from '@airshop/domain/i18n/locales';
import { Link } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import styles from './quick-pick-page.module.css';
import { QuickPickFrame } from './quick-pick-page.tsx';

/** /{locale}/quick-pick (the link Webshop/QuickPick): the product groups a quick-pick list can be made of. */
export function QuickPickIndex({
  categories,
  locale,
}: {
  categories: readonly QuickPickCategory[];
  locale: Locale;
}) {
  const t = useTranslations('quickPick');
  return (
    <QuickPickFrame locale={locale} title={t('index/title')}>
      <p className={styles.intro}>{t('index/intro')}</p>
      {categories.length === 0 ? (
        <Notice tone="info">{t('index/empty')}</Notice>
      ) : (
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.Id}>
              <Link
                className={styles.category}
                to={`/${locale}/quick-pick/${encodeURIComponent(category.Id)}`}
              >
                <span className={styles.categoryText}>
                  {category.ParentName ? <span className={styles.parent}>{category.ParentName}</span> : null}
                  <span className={styles.categoryName}>{category.Name}</span>
                  <span className={styles.count}>{t('index/count', { count: category.Count })}</span>
                </span>
                <Icon name="chevronRight" size={20} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QuickPickFrame>
  );
}
