import {
  type DocumentSort,
  type DocumentSortKey,
  isMultiLanguage,
  primaryType,
  type SelectAllState,
} from '@airshop/domain/documents/document-table';
import type { DocumentDto } from '@airshop/domain/documents/documents';
import { useEffect, useId } from 'react';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Tooltip } from '../../../ui/tooltip.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { type DocumentFormatters, statusLabel, typeLabel } from './document-labels.ts';
import { DocumentLinks } from './document-links.tsx';
import styles from './documents-table.module.css';

interface DocumentsTableProps {
  caption: string;
  /**
   * The rows in the page: those the screen shows, and while printing every listed document (paper gets them all,
   * point 19 of issue 13), of which the screen shows the first `shown`.
   */
  rows: readonly DocumentDto[];
  /** How many rows the screen shows before 'view all'; the rest are hidden until printed. */
  shown: number;
  /** How many documents the filters list (select-all covers them all, not only the rows shown). */
  listedCount: number;
  selection: ReadonlySet<string>;
  selectAll: SelectAllState;
  onToggle(id: string): void;
  onToggleAll(): void;
  sort: DocumentSort | null;
  onSort(key: DocumentSortKey): void;
  onOpen(id: string): void;
  t: Translate;
  format: DocumentFormatters;
}

/**
 * The documents as a table (cards on phones): a checkbox per row and select-all, Name with Number, type,
 * languages (a tooltip names them when there are more than 2), status and date (sortable), view and download.
 */
export function DocumentsTable(props: DocumentsTableProps) {
  const { caption, rows, shown, listedCount, selection, selectAll, onToggle, onToggleAll, t, format } = props;
  const selectAllId = useId();

  useEffect(() => {
    // A native checkbox shows 'some selected' only through this property; it has no attribute.
    const box = document.getElementById(selectAllId);
    if (box instanceof HTMLInputElement) box.indeterminate = selectAll === 'some';
  }, [selectAll, selectAllId]);

  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.selectCell} data-print="hide">
            <Checkbox
              id={selectAllId}
              label={
                <span className={styles.selectAllText}>
                  {t('documents/selectAll', { count: listedCount })}
                </span>
              }
              checked={selectAll === 'all'}
              onChange={onToggleAll}
            />
          </th>
          <th scope="col" className={styles.nameHead}>
            {t('documents/column/name')}
          </th>
          <th scope="col" className={styles.optionalHead}>
            {t('documents/column/type')}
          </th>
          <th scope="col" className={styles.optionalHead}>
            {t('documents/column/languages')}
          </th>
          <SortHeader column="status" label={t('documents/column/status')} {...props} />
          <SortHeader column="date" label={t('documents/column/date')} {...props} />
          <th scope="col" className={styles.optionalHead} data-print="hide">
            <VisuallyHidden>{t('documents/column/actions')}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((document, index) => (
          <tr
            key={document.Id}
            hidden={index >= shown || undefined}
            data-print-more={index >= shown || undefined}
            data-selected={selection.has(document.Id) || undefined}
            data-retired={document.Retired || undefined}
          >
            <td className={styles.selectCell} data-print="hide">
              <Checkbox
                label={<VisuallyHidden>{t('documents/selectOne', { name: document.Name })}</VisuallyHidden>}
                checked={selection.has(document.Id)}
                onChange={() => onToggle(document.Id)}
              />
            </td>
            <td className={styles.nameCell}>
              <span className={styles.name}>{document.Name}</span>
              <span className={styles.number}>
                <VisuallyHidden>{t('documents/column/number')}: </VisuallyHidden>
                {document.Number}
                {document.Retired ? <span className={styles.retired}>{t('documents/retired')}</span> : null}
              </span>
            </td>
            <td data-label={t('documents/column/type')}>{typeLabel(t, primaryType(document))}</td>
            <td data-label={t('documents/column/languages')}>
              <Languages document={document} t={t} format={format} />
            </td>
            <td data-label={t('documents/column/status')}>
              <span className={styles.status} data-rank={document.StatusSortable}>
                {statusLabel(t, document.Status)}
              </span>
            </td>
            <td data-label={t('documents/column/date')} className={styles.dateCell}>
              <time dateTime={document.Date}>{format.date(document.Date)}</time>
            </td>
            <td className={styles.actionsCell} data-print="hide">
              <DocumentLinks document={document} t={t} onOpen={props.onOpen} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: DocumentSortKey;
  label: string;
  sort: DocumentSort | null;
  onSort(key: DocumentSortKey): void;
}) {
  const direction = sort?.key === column ? sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={styles.sortHead}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        <span>{label}</span>
        <span className={styles.sortIcon} data-direction={direction}>
          {/* An unsorted column shows both directions: a faint up arrow looked as if it were sorted. */}
          <Icon
            name={
              direction === 'descending'
                ? 'chevronDown'
                : direction === 'ascending'
                  ? 'chevronUp'
                  : 'sortable'
            }
            size={16}
          />
        </span>
      </button>
    </th>
  );
}

function Languages({
  document,
  t,
  format,
}: {
  document: DocumentDto;
  t: Translate;
  format: DocumentFormatters;
}) {
  if (!isMultiLanguage(document)) return <>{format.languages(document.Languages)}</>;
  return (
    <span className={styles.languageTip}>
      <Tooltip
        content={t('documents/languagesTip', { languages: format.languagesInText(document.Languages) })}
      >
        {(trigger) => (
          <button type="button" className={styles.multiLanguage} {...trigger}>
            <Icon name="globe" size={16} />
            {t('documents/multiLanguage', { count: document.Languages.length })}
          </button>
        )}
      </Tooltip>
    </span>
  );
}
