import { pathOf } from '@airshop/domain/api/endpoint-path';
import {
  submissionFileRoute,
  submissionRoute,
  submissionStatusRoute,
} from '@airshop/domain/api/submissions-routes';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@airshop/domain/forms/submission-kinds';
import type { Submission } from '@airshop/domain/forms/submissions';
import type { Locale } from '@airshop/domain/i18n/locales';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { type Translate, useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Select } from '../../ui/select.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { orderDate } from '../orders/index.ts';
import styles from './back-office.module.css';
import { submissionErrorText } from './submission-error.ts';
import { SubmissionStatusBadge } from './submissions-page.tsx';

/** A field's value as the page shows it: codes the page has words for get them, the rest as sent. */
function fieldValue(name: string, value: string, t: Translate): string {
  if (value === 'true' || value === 'false') return t(`value/${value}`);
  if (name === 'FormType') return t(`kind/${value}`);
  if (name === 'RoutedTo') return t(`value/${value}`);
  return value;
}

function fileSize(bytes: number, locale: Locale): string {
  const kb = bytes / 1024;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return kb < 1024 ? `${format.format(kb)} kB` : `${format.format(kb / 1024)} MB`;
}

/** /{locale}/back-office/submissions/{id}: every field as sent, the files, and the status the back office sets. */
export function SubmissionPage({ locale, id }: { locale: Locale; id: string }) {
  const t = useTranslations('submissions');
  const shared = useTranslations('shared');
  const { result } = useApiData(id, (signal) => callApi(submissionRoute, { params: { id } }, { signal }));
  const [submission, setSubmission] = useState<Submission | null>(null);
  useEffect(() => {
    if (result.state === 'ready') setSubmission(result.data);
  }, [result]);

  return (
    <div className={`container ${styles.page}`}>
      <Link className={styles.back} to={`/${locale}/back-office/submissions`}>
        {t('detail/back')}
      </Link>
      {result.state === 'loading' ? <Skeleton lines={8} label={shared('loading/content')} /> : null}
      {result.state === 'failed' ? (
        <>
          <h1>{t('detail/heading')}</h1>
          <Notice tone="error" role="alert">
            {submissionErrorText(result.error, t)}
          </Notice>
        </>
      ) : null}
      {submission ? (
        <article className={styles.submission}>
          <header>
            <h1>{t(`kind/${submission.Kind}`)}</h1>
            <p className={styles.muted}>
              {t('detail/received', { date: orderDate(submission.CreatedAt, locale, true) })}{' '}
              <SubmissionStatusBadge status={submission.Status} />
            </p>
          </header>
          <section aria-labelledby="submission-fields">
            <h2 id="submission-fields">{t('detail/fields')}</h2>
            <dl className={styles.fieldList}>
              {submission.Fields.map((field) => (
                <div key={field.Name}>
                  <dt>{t(`field/${field.Name}`)}</dt>
                  <dd>{fieldValue(field.Name, field.Value, t)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="submission-files">
            <h2 id="submission-files">{t('detail/files')}</h2>
            {submission.Files.length === 0 ? (
              <p className={styles.muted}>{t('detail/noFiles')}</p>
            ) : (
              <ul className={styles.fileList}>
                {submission.Files.map((file) => (
                  <li key={file.Id}>
                    <a
                      href={pathOf(submissionFileRoute.path, { id: submission.Id, fileId: file.Id })}
                      download={file.Name}
                    >
                      {t('detail/download', { name: file.Name })}
                    </a>{' '}
                    <span className={styles.muted}>{fileSize(file.Size, locale)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="submission-status">
            <h2 id="submission-status">{t('detail/status')}</h2>
            <StatusForm submission={submission} onChanged={setSubmission} />
            {submission.StatusHistory.length === 0 ? (
              <p className={styles.muted}>{t('detail/historyEmpty')}</p>
            ) : (
              <ol className={styles.fileList} aria-label={t('detail/history')}>
                {submission.StatusHistory.map((change) => (
                  <li key={change.ChangedAt + change.Status}>
                    {t('detail/historyLine', {
                      status: t(`status/${change.Status}`),
                      date: orderDate(change.ChangedAt, locale, true),
                      by: change.ChangedBy ?? '–',
                    })}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </article>
      ) : null}
    </div>
  );
}

function StatusForm({
  submission,
  onChanged,
}: {
  submission: Submission;
  onChanged(submission: Submission): void;
}) {
  const t = useTranslations('submissions');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const status = String(new FormData(event.currentTarget).get('status') ?? '') as SubmissionStatus;
    if (!SUBMISSION_STATUSES.includes(status)) return;
    setBusy(true);
    setMessage(null);
    try {
      const changed = await callApi(submissionStatusRoute, {
        params: { id: submission.Id },
        body: { Status: status },
      });
      onChanged(changed);
      setMessage({ tone: 'success', text: t('detail/statusSaved', { status: t(`status/${status}`) }) });
    } catch (error) {
      setMessage({ tone: 'error', text: submissionErrorText(error, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.statusControl} onSubmit={submit} aria-label={t('detail/statusChange')}>
      <Select
        label={t('detail/statusLabel')}
        name="status"
        options={SUBMISSION_STATUSES.map((status) => ({ value: status, label: t(`status/${status}`) }))}
        defaultValue={submission.Status}
        key={submission.Status}
      />
      <Button type="submit" variant="primary" loading={busy}>
        {t('detail/statusSave')}
      </Button>
      {message ? (
        <div className={styles.wide}>
          <Notice tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Notice>
        </div>
      ) : null}
    </form>
  );
}
