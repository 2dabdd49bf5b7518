import type { ProductPage } from '@airshop/domain/catalog/product';
import {
  DOCUMENTS_INITIAL_ROWS,
  type DocumentFilters,
  type DocumentSort,
  type DocumentSortKey,
  documentLanguages,
  documentRows,
  documentTypes,
  NO_DOCUMENT_FILTERS,
  nextSort,
  selectAllState,
  selectedIds,
  selectionAfterFilterChange,
  toggleSelectAll,
  toggleSelected,
  visibleRows,
} from '@airshop/domain/documents/document-table';
import type { DocumentDto } from '@airshop/domain/documents/documents';
import type { Locale } from '@airshop/domain/i18n/locales';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Select } from '../../../ui/select.tsx';
import sectionHeading from '../section-heading.module.css';
import { documentFormatters, typeLabel } from './document-labels.ts';
import { DocumentsTable } from './documents-table.tsx';
import styles from './product-documents.module.css';
import { RecentlyViewed } from './recently-viewed.tsx';
import { useZipDownload } from './use-zip-download.ts';

// The e-mail dialog validates with the server's zod schema: loaded when wanted, so zod is not in the page's
// first-view JavaScript (quality.md page weight).
const loadSendDialog = () => import('./send-documents-dialog.tsx');
const SendDocumentsDialog = lazy(loadSendDialog);

const ALL = '';

/**
 * `?documents=all` lists every document in the server's HTML: the link a visit without script follows (and a
 * crawler), as the page itself carries only the first rows (issue 20, ADR 0081).
 */
const DOCUMENTS_PARAM = 'documents';
const ALL_DOCUMENTS = 'all';

/** The documents section (spec §2 "Documents", §4): nothing at all when the product has no documents. */
export function ProductDocuments({ page, locale }: { page: ProductPage; locale: Locale }) {
  if (page.Documents.length === 0) return null;
  // Another product's page starts with its own filters, sorting and selection.
  return <DocumentsSection key={page.Detail.Id} page={page} locale={locale} />;
}

function DocumentsSection({ page, locale }: { page: ProductPage; locale: Locale }) {
  const t = useTranslations('productPage');
  const format = documentFormatters(locale);
  const documents = page.Documents;
  const productName = page.Detail.Name;

  const [filters, setFilters] = useState<DocumentFilters>(NO_DOCUMENT_FILTERS);
  const [sort, setSort] = useState<DocumentSort | null>(null);
  const askedForAll = new URLSearchParams(useLocation().search).get(DOCUMENTS_PARAM) === ALL_DOCUMENTS;
  const [showAll, setShowAll] = useState(askedForAll);
  const printing = usePrinting();
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  const [recent, setRecent] = useState<readonly DocumentDto[]>(page.RecentlyViewedDocuments);
  const [emailOpen, setEmailOpen] = useState(false);
  const zip = useZipDownload(page.Detail.Id, t('documents/zipName', { product: productName }));

  const languages = useMemo(() => documentLanguages(documents), [documents]);
  const types = useMemo(() => documentTypes(documents), [documents]);
  const listed = useMemo(() => documentRows(documents, filters, sort), [documents, filters, sort]);
  const { rows } = visibleRows(listed, showAll);
  // Paper gets every listed document (issue 13 point 19); the screen the rows shown.
  const tableRows = printing ? listed : rows;
  const selected = selectedIds(selection, listed);
  const allState = selectAllState(selection, listed);

  const changeFilters = (next: DocumentFilters) => {
    setSelection(selectionAfterFilterChange(selection, filters, next, documentRows(documents, next, null)));
    setFilters(next);
  };

  const opened = useCallback(
    (id: string) => {
      // The server moved it to the front of the cookie; the group shows that without a reload.
      const document = documents.find((d) => d.Id === id);
      if (document) setRecent((current) => [document, ...current.filter((d) => d.Id !== id)]);
    },
    [documents],
  );
  const closeEmail = useCallback(() => setEmailOpen(false), []);

  const busyText = zip.busy
    ? t(zip.busy.kind === 'all' ? 'documents/preparingAll' : 'documents/preparingSelection', {
        count: zip.busy.count,
      })
    : '';

  return (
    <section id="documents" className={styles.section} aria-labelledby="documents-title">
      <header className={sectionHeading.header}>
        <h2 id="documents-title" className={sectionHeading.title}>
          {t('documents/title')}
        </h2>
        <p className={sectionHeading.intro}>{t('documents/intro', { product: productName })}</p>
      </header>

      <RecentlyViewed documents={recent} t={t} format={format} onOpen={opened} />

      <div className={styles.toolbar} data-print="hide">
        <div className={styles.filters}>
          {languages.length > 1 ? (
            <Select
              label={t('documents/filterLanguage')}
              value={filters.language ?? ALL}
              options={[
                { value: ALL, label: t('documents/allLanguages') },
                ...languages.map((code) => ({ value: code, label: format.language(code) })),
              ]}
              onChange={(event) => changeFilters({ ...filters, language: event.target.value || null })}
            />
          ) : null}
          {types.length > 1 ? (
            <Select
              label={t('documents/filterType')}
              value={filters.type ?? ALL}
              options={[
                { value: ALL, label: t('documents/allTypes') },
                ...types.map((type) => ({ value: type.key, label: typeLabel(t, type) })),
              ]}
              onChange={(event) => changeFilters({ ...filters, type: event.target.value || null })}
            />
          ) : null}
        </div>
        <div className={styles.actions}>
          <p className={styles.selectionText}>
            {selected.length > 0
              ? t('documents/selectedCount', { count: selected.length })
              : t('documents/selectionHint')}
          </p>
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              icon={<Icon name="mail" size={18} />}
              disabled={selected.length === 0}
              onPointerEnter={() => void loadSendDialog()}
              onFocus={() => void loadSendDialog()}
              onClick={() => setEmailOpen(true)}
            >
              {t('documents/emailSelected')}
            </Button>
            <Button
              variant="secondary"
              icon={<Icon name="download" size={18} />}
              disabled={selected.length === 0}
              loading={zip.busy?.kind === 'selection'}
              onClick={() => void zip.download('selection', selected)}
            >
              {t('documents/downloadSelected', { count: selected.length })}
            </Button>
            <Button
              icon={<Icon name="download" size={18} />}
              disabled={listed.length === 0}
              loading={zip.busy?.kind === 'all'}
              onClick={() =>
                void zip.download(
                  'all',
                  listed.map((d) => d.Id),
                )
              }
            >
              {t('documents/downloadAll', { count: listed.length })}
            </Button>
          </div>
          <p className={styles.progress} role="status">
            {busyText}
          </p>
        </div>
      </div>

      {listed.length === 0 ? (
        <Notice>
          <p className={styles.noMatch}>{t('documents/noMatch')}</p>
          <Button variant="secondary" size="sm" onClick={() => changeFilters(NO_DOCUMENT_FILTERS)}>
            {t('documents/clearFilters')}
          </Button>
        </Notice>
      ) : (
        <>
          <DocumentsTable
            caption={t('documents/caption', { product: productName })}
            rows={tableRows}
            shown={rows.length}
            listedCount={listed.length}
            selection={selection}
            selectAll={allState}
            onToggle={(id) => setSelection(toggleSelected(selection, id))}
            onToggleAll={() => setSelection(toggleSelectAll(selection, listed))}
            sort={sort}
            onSort={(key: DocumentSortKey) => setSort(nextSort(sort, key))}
            onOpen={opened}
            t={t}
            format={format}
          />
          {listed.length > DOCUMENTS_INITIAL_ROWS ? (
            <div className={styles.more}>
              <Button
                variant="ghost"
                className={styles.moreButton}
                icon={<Icon name={showAll ? 'chevronUp' : 'chevronDown'} size={18} />}
                onClick={() => setShowAll(!showAll)}
              >
                {showAll ? t('documents/viewFewer') : t('documents/viewAll', { count: listed.length })}
              </Button>
              {showAll ? null : (
                <noscript>
                  <a href={`?${DOCUMENTS_PARAM}=${ALL_DOCUMENTS}#documents`}>
                    {t('documents/viewAll', { count: listed.length })}
                  </a>
                </noscript>
              )}
            </div>
          ) : null}
        </>
      )}

      {emailOpen ? (
        <Suspense fallback={null}>
          <SendDocumentsDialog documents={listed.filter((d) => selection.has(d.Id))} onClose={closeEmail} />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * True while the browser prints the page. The rows past 'view all' are not in the page until asked for, so
 * printing renders them first: `beforeprint` runs before the browser lays out the sheet, and flushSync puts them
 * in the document before it does.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
