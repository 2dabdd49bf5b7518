import { cartTemplateRoute } from '@airshop/domain/api/cart-routes';
import { CART_TEMPLATE_FILE_NAME } from '@airshop/domain/commerce/cart-limits';
import { localeFromPathname } from '@airshop/domain/i18n/locale-path';
import { DEFAULT_LOCALE, intlTag } from '@airshop/domain/i18n/locales';
import { useCallback, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { Collapsible } from '../../../ui/collapsible.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { Table } from '../../../ui/table.tsx';
import styles from './cart-upload.module.css';
import { refusedRows, type UploadSnackbar } from './upload-outcome.ts';
import { useCartUpload } from './use-cart-upload.ts';

/** The kinds the server reads (it decides by the bytes; this only narrows the file picker). */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface CartUploadProps {
  /** Rows went in: the page refetches the checkout and the widget (shop.md §4). */
  onUploaded: () => void;
}

/**
 * The cart's spreadsheet upload (issue 15 point 4): a file button, the template, the progress of the bytes
 * and then of the server's check, the server's message in the long snackbar, and the refused rows listed
 * under the toolbar with what to do about each.
 */
export function CartUpload({ onUploaded }: CartUploadProps) {
  const t = useTranslations('cart');
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
  const { phase, result, upload } = useCartUpload(t, notify, onUploaded);
  const refused = refusedRows(result);
  const busy = phase.kind !== 'idle';

  const percent = (share: number) =>
    new Intl.NumberFormat(intlTag(locale), { style: 'percent' }).format(share);

  return (
    <section className={styles.upload} data-print="hide">
      <div className={styles.toolbar}>
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
          {t('upload/button')}
        </Button>
        <a
          className={buttonClassName('ghost', 'md', styles.template)}
          href={cartTemplateRoute.path}
          download={CART_TEMPLATE_FILE_NAME}
        >
          <Icon name="download" size={18} />
          <span>{t('upload/template')}</span>
        </a>
        <p id={hintId} className={styles.hint}>
          {t('upload/hint')}
        </p>
      </div>
      {phase.kind === 'sending' || phase.kind === 'checking' ? (
        <div className={styles.progress}>
          <span id={progressId} className={styles.progressLabel}>
            {t('upload/sending', { name: phase.name })}
          </span>
          <ProgressBar
            labelledBy={progressId}
            value={phase.kind === 'checking' ? 1 : phase.share}
            valueText={
              phase.kind === 'checking'
                ? t('upload/checking')
                : phase.share === undefined
                  ? undefined
                  : t('upload/sent', { percent: percent(phase.share) })
            }
          />
        </div>
      ) : null}
      {refused.length > 0 ? (
        <Collapsible
          id="cart-upload-refused"
          // Under the page's h1, before the deliveries' h2s: the refused rows are a section of the page.
          headingLevel={2}
          title={t('upload/refused/title', { count: refused.length })}
        >
          <Table
            caption={t('upload/refused/caption')}
            responsive="stack"
            rows={refused}
            rowKey={(row) => String(row.Row)}
            columns={[
              { key: 'row', header: t('upload/refused/row'), cell: (row) => row.Row, align: 'end' },
              { key: 'code', header: t('upload/refused/code'), cell: (row) => row.Code ?? '–' },
              {
                key: 'reason',
                header: t('upload/refused/reason'),
                cell: (row) => t(`upload/rowErrors/${row.Error}`),
              },
            ]}
          />
        </Collapsible>
      ) : null}
    </section>
  );
}
