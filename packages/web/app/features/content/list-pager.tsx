import { Link } from 'react-router';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { Icon } from '../../ui/icon.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import styles from './list-pager.module.css';

/** The pages to link: the first, the last and two either side of the current one; null is a gap. */
export function pagerPages(page: number, count: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= count; p++) {
    if (p === 1 || p === count || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/**
 * Paging of a list as plain links (?page=n), so crawlers and visitors without scripts page through it too.
 * Page 1 is the list's own URL, without a query.
 */
export function ListPager({
  baseUrl,
  page,
  pageCount,
  t,
}: {
  baseUrl: string;
  page: number;
  pageCount: number;
  t: Translate;
}) {
  if (pageCount <= 1) return null;
  const href = (p: number) => (p === 1 ? baseUrl : `${baseUrl}?page=${p}`);
  return (
    <nav className={styles.pager} aria-label={t('pager/label')}>
      {page > 1 ? (
        <Link to={href(page - 1)} className={styles.step} rel="prev">
          <Icon name="chevronLeft" size={18} />
          <span>{t('pager/previous')}</span>
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pagerPages(page, pageCount).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className={styles.current} aria-current="page">
                  <VisuallyHidden>{t('pager/page', { page: p })}</VisuallyHidden>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <Link to={href(p)} className={styles.number} aria-label={t('pager/page', { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={styles.step} rel="next">
          <span>{t('pager/next')}</span>
          <Icon name="chevronRight" size={18} />
        </Link>
      ) : null}
    </nav>
  );
}
