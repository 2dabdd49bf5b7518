import { formatPrice } from '@airshop/domain/commerce/price-math';
import { documentDownloadUrl, documentUrl } from '@airshop/domain/documents/document-links';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import type { ContentHit, ProductHit, SearchDocument } from '@airshop/domain/search/search';
import { Link } from 'react-router';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { Icon } from '../../ui/icon.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { type DocumentLabels, languageNames } from './document-labels.ts';
import styles from './search-page.module.css';
import type { SearchPageSort, SortOrder } from './search-url.ts';

/*
 * The hits of each tab as lists a person scans: products as rows with picture, code and (for buyers) price;
 * documents as the product page's table (name and number, type, languages, status, date, view and download);
 * solutions and pages as rows with their kind and summary. Every link reports its click (onHit).
 */

export function ProductList({
  hits,
  showPrices,
  locale,
  t,
  onHit,
}: {
  hits: readonly ProductHit[];
  showPrices: boolean;
  locale: Locale;
  t: Translate;
  onHit(hitId: string): void;
}) {
  const tag = intlTag(locale);
  return (
    <ul className={styles.hits}>
      {hits.map((hit) => {
        const product = hit.Document;
        const price = showPrices ? product.UnitPrice : null;
        return (
          <li key={hit.HitId} className={styles.hit} data-hit={hit.HitId}>
            {product.ImageUrl ? (
              <img
                src={product.ImageUrl}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                decoding="async"
                className={styles.thumb}
              />
            ) : (
              <span className={styles.thumb} aria-hidden="true">
                <Icon name="cube" size={28} />
              </span>
            )}
            <div className={styles.hitBody}>
              <h3 className={styles.hitTitle}>
                <Link to={product.Url} onClick={() => onHit(hit.HitId)}>
                  {product.Name}
                </Link>
              </h3>
              <p className={styles.hitMeta}>
                {[product.Code, product.LviNumber ? `LVI ${product.LviNumber}` : null, product.CategoryName]
                  .filter(Boolean)
                  .join(' · ')}
                {product.IsDiscontinued ? (
                  <span className={styles.badge}>{t('product/discontinued')}</span>
                ) : null}
              </p>
              {product.ShortDescription ? <p className={styles.hitText}>{product.ShortDescription}</p> : null}
            </div>
            {price ? (
              <p className={styles.price}>
                <VisuallyHidden>{t('product/price')}: </VisuallyHidden>
                {formatPrice(price.Amount, price.Currency, tag)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function ContentList({
  hits,
  locale,
  t,
  onHit,
}: {
  hits: readonly ContentHit[];
  locale: Locale;
  t: Translate;
  onHit(hitId: string): void;
}) {
  return (
    <ul className={styles.hits}>
      {hits.map((hit) => {
        const item = hit.Document;
        return (
          <li
            key={hit.HitId}
            className={styles.hit}
            data-hit={hit.HitId}
            lang={item.TextLocale === locale ? undefined : item.TextLocale}
          >
            {item.Image ? (
              <img
                src={item.Image.Url}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                decoding="async"
                className={styles.contentThumb}
              />
            ) : (
              <span className={`${styles.contentThumb} ${styles.noImage}`} aria-hidden="true">
                <Icon name="document" size={28} />
              </span>
            )}
            <div className={styles.hitBody}>
              <p className={styles.kind}>{t(`kind/${item.Kind}`)}</p>
              <h3 className={styles.hitTitle}>
                <Link to={item.Url} onClick={() => onHit(hit.HitId)}>
                  {item.Title}
                </Link>
              </h3>
              <p className={styles.hitText}>{item.Summary}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function DocumentTable({
  documents,
  hitIds,
  labels,
  sort,
  order,
  onSort,
  t,
  onHit,
  caption,
}: {
  documents: readonly SearchDocument[];
  /** HitId of each document, by its Id (absent for recently viewed rows). */
  hitIds?: ReadonlyMap<string, string>;
  labels: DocumentLabels;
  sort?: SearchPageSort;
  order?: SortOrder | undefined;
  onSort?(sort: SearchPageSort): void;
  t: Translate;
  onHit(hitId: string | undefined): void;
  caption: string;
}) {
  const head = (column: SearchPageSort, label: string) => {
    if (!onSort) return <th scope="col">{label}</th>;
    const natural: SortOrder = column === 'date' ? 'desc' : 'asc';
    const direction = sort === column ? (order ?? natural) : undefined;
    return (
      <th
        scope="col"
        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      >
        <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
          <span>{label}</span>
          <Icon
            name={direction === 'desc' ? 'chevronDown' : direction === 'asc' ? 'chevronUp' : 'sortable'}
            size={16}
          />
        </button>
      </th>
    );
  };
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {head('name', t('documents/name'))}
          <th scope="col">{t('documents/type')}</th>
          <th scope="col">{t('documents/languages')}</th>
          {head('status', t('documents/status'))}
          {head('date', t('documents/date'))}
          <th scope="col">
            <VisuallyHidden>{t('documents/actions')}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => {
          const hitId = hitIds?.get(document.Id);
          return (
            <tr key={document.Id} data-document={document.Id}>
              <td>
                <span className={styles.docName}>{document.Name}</span>
                <span className={styles.docNumber}>{document.Number}</span>
              </td>
              <td data-label={t('documents/type')}>{labels.type(document)}</td>
              <td data-label={t('documents/languages')}>{languageNames(labels, document.Languages)}</td>
              <td data-label={t('documents/status')}>{labels.status(document.Status)}</td>
              <td data-label={t('documents/date')}>
                <time dateTime={document.Date}>{labels.date(document.Date)}</time>
              </td>
              <td className={styles.actionsCell}>
                <a
                  href={documentUrl(document.Id, 'search')}
                  target="_blank"
                  rel="noopener"
                  className={styles.docLink}
                  onClick={() => onHit(hitId)}
                >
                  <Icon name="document" size={18} />
                  <span>{t('documents/view')}</span>
                  <VisuallyHidden>
                    {' '}
                    {document.Name} ({t('documents/newTab')})
                  </VisuallyHidden>
                </a>
                <a
                  href={documentDownloadUrl(document.Id, 'search')}
                  download
                  className={styles.docLink}
                  onClick={() => onHit(hitId)}
                >
                  <Icon name="download" size={18} />
                  <span>{t('documents/download')}</span>
                  <VisuallyHidden> {document.Name}</VisuallyHidden>
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
