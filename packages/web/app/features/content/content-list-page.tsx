import type { ContentList } from '@airshop/domain/content/content';
import { CONTENT_SECTIONS, type ContentKind } from '@airshop/domain/content/content-sections';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { ContentCard } from './content-card.tsx';
import { contentCrumbs } from './content-crumbs.ts';
import styles from './content-list-page.module.css';
import { FallbackNotice } from './fallback-notice.tsx';
import { ListPager } from './list-pager.tsx';

/** The solutions page and the blog: a heading, the items as cards, paging when there is more than a page. */
export function ContentListPage({
  list,
  locale,
  kind,
  baseUrl,
}: {
  list: ContentList;
  locale: Locale;
  kind: ContentKind;
  baseUrl: string;
}) {
  const section = CONTENT_SECTIONS[kind];
  const t = useTranslations('content');
  const fallback = list.Items.find((item) => item.IsFallback);
  const title = t(`${section}/title`);
  const crumbs = contentCrumbs({ label: t('breadcrumb/home'), to: `/${locale}` }, undefined, title);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={t('breadcrumb/label')}
        items={crumbs}
        upLabel={(parent) => t('breadcrumb/up', { name: parent.label })}
      />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t(`${section}/lead`)}</p>
        {list.PageCount > 1 ? (
          <p className={styles.status}>{t('pager/status', { page: list.Page, count: list.PageCount })}</p>
        ) : null}
      </header>
      {fallback ? (
        <div className={styles.notice}>
          <FallbackNotice locale={locale} textLocale={fallback.TextLocale} t={t} many />
        </div>
      ) : null}
      {list.Items.length > 0 ? (
        <ul className={styles.grid}>
          {list.Items.map((item) => (
            <ContentCard key={item.Id} item={item} locale={locale} showDate={kind === 'blog-post'} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('list/empty')}</p>
      )}
      <ListPager baseUrl={baseUrl} page={list.Page} pageCount={list.PageCount} t={t} />
    </div>
  );
}
