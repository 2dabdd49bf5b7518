import type { ContentSummary } from '@airshop/domain/content/content';
import type { Locale } from '@airshop/domain/i18n/locales';
import { Card, CardArrow, CardLink } from '../../ui/card.tsx';
import styles from './content-card.module.css';
import { ContentDate } from './content-date.tsx';

/** An item of a list: its picture, date, title (the link, covering the card) and summary. */
export function ContentCard({
  item,
  locale,
  showDate,
}: {
  item: ContentSummary;
  locale: Locale;
  /** Blog posts show when they were written; solutions are timeless. */
  showDate: boolean;
}) {
  return (
    <Card className={styles.card} lang={item.TextLocale === locale ? undefined : item.TextLocale}>
      <div className={styles.media}>
        {item.Image ? (
          <img src={item.Image.Url} alt="" width={1000} height={750} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className={styles.body}>
        {showDate ? (
          <p className={styles.date}>
            <ContentDate date={item.PublishedAt} locale={locale} />
          </p>
        ) : null}
        <h2 className={styles.title}>
          <CardLink to={item.Url}>{item.Title}</CardLink>
        </h2>
        <p className={styles.summary}>{item.Summary}</p>
        <CardArrow size={20} className={styles.arrow} />
      </div>
    </Card>
  );
}
