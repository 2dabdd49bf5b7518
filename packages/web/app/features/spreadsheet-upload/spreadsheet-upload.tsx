import { localeFromPathname } from '@airshop/domain/i18n/locale-path';
import { DEFAULT_LOCALE, intlTag } from '@airshop/domain/i18n/locales';
import { type ReactNode, useCallback, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Collapsible } from '../../ui/collapsible.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { Table } from '../../ui/table.tsx';
import styles from './spreadsheet-upload.module.css';
import { refusedRows, type UploadSnackbar } from './upload-outcome.ts';
import { type SendUpload, useSpreadsheetUpload } from './use-spreadsheet-upload.ts';

/** The kinds the server reads (it decides by the bytes; this only narrows the file picker). */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SpreadsheetUploadProps {
  /**
   * The upload's texts without their prefix (`button`, `hint`, `template`, `sending`, `refused/title`,
   * `rowErrors/<error>` …): the cart's `upload/…`, a project's `sheets/upload/…`.
   */
  t: Translate;
  send: SendUpload;
  /** Rows went in: the page refetches what shows them (shop.md §4). */
  onUploaded: () => void;
  /** Where template.csv is downloaded from. */
  templateHref: string;
  templateFileName: string;
  /** The id of the refused rows' section. */
  refusedId: string;
  /** The level of the refused rows' heading in the page's outline. */
  headingLevel?: 2 | 3;
  /** Other actions of the page shown first in the same row (a project's export). */
  actions?: ReactNode;
}

/**
 * A spreadsheet upload (the cart's, ADR 0061; a project's, ADR 0068): a file button, the template, the progress
 * of the bytes and then of the server's check, the server's message in the long snackbar, and the refused rows
 * listed under the toolbar with what to do about each.
 */
export function SpreadsheetUpload({
  t,
  send,
  onUploaded,
  templateHref,
  templateFileName,
  refusedId,
  headingLevel = 2,
  actions,
}: SpreadsheetUploadProps) {
  const snackbar = useSnackbar();
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname) ?? DEFAULT_LOCALE;
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const hintId = useId();
  const notify = useCallback(
    ({ type, message }: UploadSnackbar) => snackbar.show({ type, message, long: true }),
    [snackbar],
  );
  const { phase, result, upload } = useSpreadsheetUpload(t, notify, onUploaded, send);
  const refused = refusedRows(result);
  const busy = phase.kind !== 'idle';

  const percent = (share: number) =>
    new Intl.NumberFormat(intlTag(locale), { style: 'percent' }).format(share);

  return (
    <section className={styles.upload} data-print="hide">
      <div className={styles.toolbar}>
        {actions}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className={styles.fileInput}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that the same file, changed and saved again, can be picked a second time.
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          variant="secondary"
          loading={busy}
          aria-describedby={hintId}
          icon={<Icon name="plus" size={18} />}
          onClick={() => input.current?.click()}
        >
          {t('button')}
        </Button>
        <a
          className={buttonClassName('ghost', 'md', styles.template)}
          href={templateHref}
          download={templateFileName}
        >
          <Icon name="download" size={18} />
          <span>{t('template')}</span>
        </a>
        <p id={hintId} className={styles.hint}>
          {t('hint')}
        </p>
      </div>
      {phase.kind === 'sending' || phase.kind === 'checking' ? (
        <div className={styles.progress}>
          <span id={progressId} className={styles.progressLabel}>
            {t('sending', { name: phase.name })}
          </span>
          <ProgressBar
            labelledBy={progressId}
            value={phase.kind === 'checking' ? 1 : phase.share}
            valueText={
              phase.kind === 'checking'
                ? t('checking')
                : phase.share === undefined
                  ? undefined
                  : t('sent', { percent: percent(phase.share) })
            }
          />
        </div>
      ) : null}
      {refused.length > 0 ? (
        <Collapsible
          id={refusedId}
          headingLevel={headingLevel}
          title={t('refused/title', { count: refused.length })}
        >
          <Table
            caption={t('refused/caption')}
            responsive="stack"
            rows={refused}
            rowKey={(row) => String(row.Row)}
            columns={[
              { key: 'row', header: t('refused/row'), cell: (row) => row.Row, align: 'end' },
              { key: 'code', header: t('refused/code'), cell: (row) => row.Code ?? '–' },
              {
                key: 'reason',
                header: t('refused/reason'),
                cell: (row) => t(`rowErrors/${row.Error}`),
              },
            ]}
          />
        </Collapsible>
      ) : null}
    </section>
  );
}
