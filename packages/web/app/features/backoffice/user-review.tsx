import { backOfficeDecideUserRoute, backOfficeUserRoute } from '@airshop/domain/api/backoffice-routes';
import {
  type BackOfficeUserDetail,
  DECISION_REASON_MAX_LENGTH,
  userDecisionBodySchema,
} from '@airshop/domain/backoffice';
import { formatTimestamp } from '@airshop/domain/timestamp-format';
import type { UserDecision } from '@airshop/domain/user-status';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../platform/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field, useFieldControl } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { apiErrorMessage } from '../account/api-error-message.ts';
import { useTranslations } from '../i18n/use-translations.ts';
import styles from './back-office.module.css';
import { useApiData } from './use-api-data.ts';

/**
 * One user in a dialog: the facts, the status history (who decided what, when and why) and the decisions the
 * API says the caller may take now. Rejecting and removing need a reason, which the user reads in the e-mail.
 */
export function UserReview({
  userId,
  onClose,
  onDecided,
}: {
  userId: string;
  onClose(): void;
  onDecided(): void;
}) {
  const t = useTranslations('account');
  const shared = useTranslations('shared');
  const { result } = useApiData(userId, (signal) =>
    callApi(backOfficeUserRoute, { params: { id: userId } }, { signal }),
  );
  const user = result.state === 'ready' ? result.data : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      title={user ? user.Name : t('backOffice/review')}
      closeLabel={t('backOffice/close')}
    >
      {result.state === 'loading' ? <Spinner label={shared('loading/content')} /> : null}
      {result.state === 'failed' ? (
        <Notice tone="error" role="alert">
          {apiErrorMessage(result.error, t)}
        </Notice>
      ) : null}
      {user ? <ReviewBody user={user} onDecided={onDecided} /> : null}
    </Dialog>
  );
}

function ReviewBody({ user, onDecided }: { user: BackOfficeUserDetail; onDecided(): void }) {
  const t = useTranslations('account');
  const shared = useTranslations('shared');
  const validation = useTranslations('validation');
  const snackbar = useSnackbar();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<UserDecision | null>(null);
  const reasonControl = useFieldControl(undefined, t('backOffice/reasonHint'), reasonError);

  async function decide(decision: UserDecision, event?: FormEvent) {
    event?.preventDefault();
    setFailure(null);
    const parsed = userDecisionBodySchema.safeParse({
      Decision: decision,
      Reason: reason.trim() || undefined,
    });
    if (!parsed.success) {
      setReasonError(validation('required'));
      document.getElementById(reasonControl.ids.control)?.focus();
      return;
    }
    setBusy(decision);
    try {
      await callApi(backOfficeDecideUserRoute, { params: { id: user.Id }, body: parsed.data });
      snackbar.show({ type: 'success', message: t('backOffice/decided', { name: user.Name }) });
      onDecided();
    } catch (error) {
      setFailure(apiErrorMessage(error, t, { conflict: t('backOffice/changedMeanwhile') }));
      setBusy(null);
    }
  }

  return (
    <div className={styles.decide}>
      <dl className={styles.facts}>
        <dt>{t('fields/email')}</dt>
        <dd>{user.Email}</dd>
        <dt>{t('backOffice/company')}</dt>
        <dd>
          {user.CompanyName ?? '–'}
          {user.CustomerNumber ? ` (${user.CustomerNumber})` : ''}
        </dd>
        <dt>{t('backOffice/market')}</dt>
        <dd>{user.MarketId}</dd>
        <dt>{t('backOffice/status')}</dt>
        <dd>{shared(`userStatus/${user.Status}`)}</dd>
      </dl>
      <section aria-labelledby="review-history">
        <h3 id="review-history">{t('backOffice/history')}</h3>
        <ol className={styles.history}>
          {user.StatusHistory.map((event) => (
            <li key={`${event.At}-${event.To}`}>
              <strong>{shared(`userStatus/${event.To}`)}</strong>
              <span className={styles.muted}>
                {formatTimestamp(event.At, document.documentElement.lang || 'en', true)} ·{' '}
                {event.ActorName ?? t('backOffice/system')}
              </span>
              {event.Reason ? <span>{event.Reason}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      {failure ? (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      {user.AllowedDecisions.length === 0 ? (
        <Notice>{t('backOffice/noDecisions')}</Notice>
      ) : (
        <form className={styles.decide} onSubmit={(event) => event.preventDefault()}>
          <Field
            ids={reasonControl.ids}
            label={t('backOffice/reason')}
            hint={t('backOffice/reasonHint')}
            error={reasonError}
          >
            <textarea
              {...reasonControl.controlProps}
              name="Reason"
              maxLength={DECISION_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          </Field>
          <div className={styles.decisions}>
            {user.AllowedDecisions.map((decision) => (
              <Button
                key={decision}
                variant={decision === 'approve' || decision === 'resume' ? 'primary' : 'secondary'}
                loading={busy === decision}
                disabled={busy !== null && busy !== decision}
                onClick={() => decide(decision)}
              >
                {t(`backOffice/decision/${decision}`)}
              </Button>
            ))}
          </div>
        </form>
      )}
    </div>
  );
}
