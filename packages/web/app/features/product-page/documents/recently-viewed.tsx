import { primaryType } from '@airshop/domain/documents/document-table';
import type { DocumentDto } from '@airshop/domain/documents/documents';
import { useId, useState } from 'react';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import { type DocumentFormatters, typeLabel } from './document-labels.ts';
import { DocumentLinks } from './document-links.tsx';
import styles from './recently-viewed.module.css';

interface RecentlyViewedProps {
  documents: readonly DocumentDto[];
  t: Translate;
  format: DocumentFormatters;
  onOpen(id: string): void;
}

/** The visitor's recently viewed documents of this product (spec §4): its rows toggle between shown and hidden. */
export function RecentlyViewed({ documents, t, format, onOpen }: RecentlyViewedProps) {
  const [open, setOpen] = useState(true);
  const regionId = useId();
  if (documents.length === 0) return null;
  return (
    <div className={styles.recent}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="chevronDown" size={20} className={styles.chevron} />
          <span>{t('documents/recent/title')}</span>
          <span className={styles.count}>{documents.length}</span>
        </button>
      </h3>
      <ul id={regionId} className={styles.list} hidden={!open}>
        {documents.map((document) => (
          <li key={document.Id} className={styles.item}>
            <span className={styles.text}>
              <span className={styles.name}>{document.Name}</span>
              <span className={styles.meta}>
                {[
                  typeLabel(t, primaryType(document)),
                  format.languages(document.Languages),
                  format.date(document.Date),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <DocumentLinks document={document} t={t} onOpen={onOpen} inline />
          </li>
        ))}
      </ul>
    </div>
  );
}
