import { QUICK_ORDER_MAX_LINES, readQuickOrderText } from '@airshop/domain/commerce/quick-order-text';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { quickOrderApi } from './quick-order-api.ts';
import styles from './quick-order-box.module.css';
import { type PreviewError, type PreviewRow, previewRows, remainingText } from './quick-order-rows.ts';

interface QuickOrderBoxProps {
  /** Lines went into the cart: the owner refetches what shows the cart (shop.md §4). */
  onAdded: () => void;
  /** The quick-pick index page, offered as the other fast way. */
  quickPickHref?: string;
}

type Outcome = { tone: 'success' | 'warning' | 'error'; text: string } | null;

const KNOWN_ERRORS: ReadonlySet<string> = new Set<PreviewError>([
  'badQuantity',
  'tooManyCells',
  'codeTooLong',
  'unknownCode',
  'ambiguousCode',
  'notShoppable',
  'discontinued',
  'noPrice',
  'quantityLimit',
  'notAdded',
]);

/**
 * The quick-order box (issue 17 point 6, ADR 0069) on the cart page and in the cart panel: lines of "code
 * quantity" pasted or typed, read in the browser (domain quick-order-text), checked by the server without adding
 * (POST Qp/QuickOrder/Check) and shown row by row; then the good rows go in with one Items/Bulk call and the
 * others stay in the box to be fixed.
 */
export function QuickOrderBox({ onAdded, quickPickHref }: QuickOrderBoxProps) {
  const t = useTranslations('quickPick');
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [busy, setBusy] = useState<'check' | 'add' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [tooMany, setTooMany] = useState(false);

  const good = preview?.filter((row) => row.error === null) ?? [];

  const check = async (event?: FormEvent) => {
    event?.preventDefault();
    const read = readQuickOrderText(text);
    setOutcome(null);
    setTooMany(read.tooMany);
    if (read.lines.length === 0) {
      setPreview(null);
      setOutcome({ tone: 'error', text: t('quickOrder/empty') });
      return;
    }
    const rows = read.lines.flatMap((line) =>
      line.ok ? [{ Code: line.code, Quantity: line.quantity }] : [],
    );
    setBusy('check');
    try {
      const answer = rows.length > 0 ? await quickOrderApi.check(rows) : { Rows: [] };
      setPreview(previewRows(read.lines, answer.Rows));
    } catch {
      setOutcome({ tone: 'error', text: t('quickOrder/failed') });
    } finally {
      setBusy(null);
    }
  };

  const add = async () => {
    if (!preview || good.length === 0) return;
    setBusy('add');
    try {
      const answer = await quickOrderApi.add(
        good.map((row) => ({ Code: row.variantCode ?? row.code ?? '', Quantity: row.quantity ?? 1 })),
      );
      const refused = new Map(answer.Errors.map((error) => [error.Row, error.Error]));
      const sent = new Map(good.map((row, index) => [row, index + 1]));
      const after = preview.map((row): PreviewRow => {
        const number = sent.get(row);
        const error = number === undefined ? undefined : refused.get(number);
        if (error === undefined) return row;
        return { ...row, error: KNOWN_ERRORS.has(error) ? (error as PreviewError) : 'notAdded' };
      });
      const left = after.filter((row) => row.error !== null);
      setText(remainingText(after));
      setPreview(left.length > 0 ? left : null);
      const added = answer.Added;
      setOutcome({
        tone: left.length === 0 ? 'success' : added > 0 ? 'warning' : 'error',
        text:
          left.length === 0
            ? t('quickOrder/added', { count: added })
            : `${t('quickOrder/added', { count: added })} ${t('quickOrder/remaining', { count: left.length })}`,
      });
      if (added > 0) onAdded();
    } catch {
      setOutcome({ tone: 'error', text: t('quickOrder/failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className={styles.box} onSubmit={(event) => void check(event)}>
      <label className={styles.label} htmlFor={fieldId}>
        {t('quickOrder/label')}
      </label>
      <p id={hintId} className={styles.hint}>
        {t('quickOrder/hint')}
      </p>
      <textarea
        id={fieldId}
        className={styles.text}
        aria-describedby={hintId}
        rows={4}
        spellCheck={false}
        autoCapitalize="characters"
        placeholder={t('quickOrder/placeholder')}
        value={text}
        data-testid="quick-order-text"
        onChange={(event) => {
          setText(event.target.value);
          setPreview(null);
        }}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          loading={busy === 'check'}
          disabled={busy !== null}
        >
          {t('quickOrder/check')}
        </Button>
        {preview ? (
          <Button
            size="sm"
            icon={<Icon name="cart" size={18} />}
            loading={busy === 'add'}
            disabled={busy !== null || good.length === 0}
            onClick={() => void add()}
          >
            {t('quickOrder/add', { count: good.length })}
          </Button>
        ) : null}
        {quickPickHref ? (
          <Link className={styles.quickPick} to={quickPickHref}>
            {t('quickOrder/quickPickLink')}
          </Link>
        ) : null}
      </div>
      {tooMany ? (
        <p className={styles.hint}>{t('quickOrder/tooMany', { max: QUICK_ORDER_MAX_LINES })}</p>
      ) : null}
      <div aria-live="polite">
        {outcome ? (
          <Notice tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Notice>
        ) : null}
      </div>
      {preview ? (
        <table className={styles.preview} data-testid="quick-order-preview">
          <caption className={styles.caption}>{t('quickOrder/previewCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('quickOrder/column/line')}</th>
              <th scope="col">{t('quickOrder/column/item')}</th>
              <th scope="col" className={styles.number}>
                {t('quickOrder/column/quantity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.map((row) => (
              <tr key={row.line} data-error={row.error ?? undefined}>
                <td className={styles.lineNo}>{row.line}</td>
                <td>
                  <span className={styles.code}>{row.variantCode ?? row.code ?? row.text}</span>
                  {row.variantCode && row.code && row.variantCode !== row.code ? (
                    <span className={styles.muted}> ({row.code})</span>
                  ) : null}
                  {row.name ? <span className={styles.name}>{row.name}</span> : null}
                  {row.error ? (
                    <span className={styles.error}>
                      <Icon name="alert" size={14} /> {t(`quickOrder/errors/${row.error}`)}
                    </span>
                  ) : (
                    <span className={styles.ok}>
                      <Icon name="success" size={14} /> {t('quickOrder/ok')}
                    </span>
                  )}
                </td>
                <td className={styles.number}>{row.quantity ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </form>
  );
}
