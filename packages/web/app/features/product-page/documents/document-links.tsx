import {
  DOCUMENT_ANALYTICS_PRODUCT_PAGE,
  documentDownloadUrl,
  documentUrl,
} from '@airshop/domain/documents/document-links';
import type { DocumentDto } from '@airshop/domain/documents/documents';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import styles from './documents-table.module.css';

/**
 * View (a new tab, spec §7) and download of one document, through the shared URL helpers with the analytics
 * parameter. Plain links: the files are API answers, not pages of the router.
 */
export function DocumentLinks({
  document,
  t,
  onOpen,
  inline = false,
}: {
  document: DocumentDto;
  t: Translate;
  /** Side by side (a list row); stacked otherwise (a narrow table column). */
  inline?: boolean;
  /** The server adds the document to the visitor's recently viewed ones; the page shows it at once too. */
  onOpen(id: string): void;
}) {
  return (
    <span className={`${styles.links} ${inline ? styles.linksInline : ''}`}>
      <a
        className={buttonClassName('ghost', 'sm', styles.link)}
        href={documentUrl(document.Id, DOCUMENT_ANALYTICS_PRODUCT_PAGE)}
        target="_blank"
        rel="noopener"
        aria-label={t('documents/viewDocument', { name: document.Name })}
        onClick={() => onOpen(document.Id)}
      >
        <Icon name="document" size={18} />
        <span>{t('documents/view')}</span>
      </a>
      <a
        className={buttonClassName('ghost', 'sm', styles.link)}
        href={documentDownloadUrl(document.Id, DOCUMENT_ANALYTICS_PRODUCT_PAGE)}
        download
        aria-label={t('documents/downloadDocument', { name: document.Name })}
        onClick={() => onOpen(document.Id)}
      >
        <Icon name="download" size={18} />
        <span>{t('documents/download')}</span>
      </a>
    </span>
  );
}
