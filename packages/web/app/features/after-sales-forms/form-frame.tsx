import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormFailure } from '../../forms/form-failure.tsx';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import styles from './after-sales-form.module.css';
import type { AfterSalesFormState } from './use-after-sales-form.ts';

interface FormFrameProps {
  form: AfterSalesFormState;
  locale: Locale;
  /** The submit button's text. */
  submitLabel: string;
  /** Starts a new, empty form after a sent one (a new instance: new requestId, nothing carried over). */
  onAnother(): void;
  children: ReactNode;
}

/**
 * The states of an after-sales form (spec §8 "form sent successfully" / "form sent error"): filled in; sending,
 * with the upload's progress; sent, with the reference and a way to send another; not sent, with everything
 * typed and picked still there and a retry that sends the same form again (same requestId, ADR 0051).
 */
export function AfterSalesFormFrame({ form, locale, submitLabel, onAnother, children }: FormFrameProps) {
  const t = useTranslations('afterSales');
  const sending = form.status === 'sending';
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Success and failure bring the focus to their heading, so a screen reader reads what happened.
  useEffect(() => {
    if (form.status === 'sent' || form.status === 'failed') resultHeading.current?.focus();
  }, [form.status]);

  if (form.status === 'sent') {
    return (
      <div className={styles.result} role="status">
        <Notice tone="success">
          <h2 ref={resultHeading} tabIndex={-1} className={styles.resultTitle}>
            {t('state/success')}
          </h2>
          <p>{t('state/successText', { reference: form.reference })}</p>
        </Notice>
        <Button variant="secondary" onClick={onAnother}>
          {t('state/another')}
        </Button>
      </div>
    );
  }

  return (
    <form {...form.formProps} className={styles.form} aria-busy={sending || undefined}>
      <p className={styles.requiredNote}>{t('form/requiredNote')}</p>
      {/* Rendered on the server, sent only through the API with its upload progress (ADR 0076). */}
      <noscript>
        <p className={styles.noScript}>{t('form/noScript')}</p>
      </noscript>
      {children}
      <FormFailure message={form.formError} />
      {form.status === 'failed' ? (
        <div className={styles.failure} role="alert">
          <Notice tone="error">
            <h2 ref={resultHeading} tabIndex={-1} className={styles.resultTitle}>
              {t('state/error')}
            </h2>
            <p>{t(`state/errorText/${form.failure}`)}</p>
          </Notice>
        </div>
      ) : null}
      {sending ? <SendProgress form={form} locale={locale} /> : null}
      <div className={styles.actions}>
        {/* One send at a time: the button is disabled from the click until the answer. */}
        <Button
          type="submit"
          icon={<Icon name={form.status === 'failed' ? 'arrowRight' : 'mail'} size={18} />}
          loading={sending || form.sending}
          disabled={sending || form.sending}
        >
          {form.status === 'failed' ? t('state/retry') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function SendProgress({ form, locale }: { form: AfterSalesFormState; locale: Locale }) {
  const t = useTranslations('afterSales');
  const titleId = useId();
  const upload = form.progress;
  // Unknown until the browser has the body's size; then the share of it that has gone out.
  const share = upload && upload.total > 0 ? upload.sent / upload.total : undefined;
  return (
    <div className={styles.progress} role="status">
      <p id={titleId} className={styles.progressTitle}>
        {t('state/sending')}
      </p>
      <ProgressBar
        labelledBy={titleId}
        value={share}
        valueText={
          share === undefined
            ? undefined
            : t('state/progress', {
                percent: new Intl.NumberFormat(intlTag(locale), { style: 'percent' }).format(share),
              })
        }
      />
    </div>
  );
}

/** The frame of an after-sales page: the area, the title and what the page is for, then its content. */
export function AfterSalesPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('afterSales');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('area')}</p>
        <h1>{title}</h1>
        {intro ? <p className={styles.lead}>{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}

/**
 * A form page's forms, one after another: after one is sent, "send another" starts a new, empty form (a new
 * instance, so a new requestId); the link's prefill is only for the first.
 */
export function FormRounds({
  children,
}: {
  children(round: { first: boolean; onAnother(): void }): ReactNode;
}) {
  const [round, setRound] = useState(0);
  return (
    <Fragment key={round}>
      {children({ first: round === 0, onAnother: () => setRound((count) => count + 1) })}
    </Fragment>
  );
}
