import {
  type BackOfficeUserDetail,
  DECISION_REASON_MAX_LENGTH,
  type UserDecisionBody,
  userDecisionBodySchema,
} from '@airshop/domain/account/backoffice';
import { backOfficeDecideUserRoute, backOfficeUserRoute } from '@airshop/domain/api/backoffice-routes';
import { formatTimestamp } from '@airshop/domain/i18n/timestamp-format';
import { useState } from 'react';
import { apiFailureErrors } from '../../forms/api-failure-errors.ts';
import { FormFailure } from '../../forms/form-failure.tsx';
import type { FormValues } from '../../forms/form-values.ts';
import { checkWithSchema } from '../../forms/schema-check.ts';
import { useForm } from '../../forms/use-form.ts';
import { callApi } from '../../platform/api-client.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field, useFieldControl } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { apiErrorMessage } from '../account/index.ts';
import styles from './back-office.module.css';

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

const DECISION_FIELDS = ['Decision', 'Reason'] as const;
type DecisionValues = FormValues<typeof userDecisionBodySchema, (typeof DECISION_FIELDS)[number]>;

/** The decision the pressed button names, and the reason, as the API takes them: a blank reason is none. */
function checkDecision(values: DecisionValues) {
  return checkWithSchema(
    userDecisionBodySchema,
    { Decision: values.Decision, Reason: values.Reason.trim() || undefined },
    values,
  );
}

const DECISION_CHECK = {
  fields: DECISION_FIELDS,
  run: (values: DecisionValues) => checkDecision(values).errors,
};

function ReviewBody({ user, onDecided }: { user: BackOfficeUserDetail; onDecided(): void }) {
  const t = useTranslations('account');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const [pressed, setPressed] = useState<string | null>(null);
  // The dialog exists only with the page's script, so it sends through the API (ADR 0050).
  const form = useForm<DecisionValues>({
    check: DECISION_CHECK,
    async send(values) {
      const checked = checkDecision(values);
      if (!checked.ok) return checked.errors;
      setPressed(values.Decision);
      try {
        await sendDecision(user.Id, checked.body);
        snackbar.show({ type: 'success', message: t('backOffice/decided', { name: user.Name }) });
        onDecided();
        return undefined;
      } catch (error) {
        setPressed(null);
        return apiFailureErrors(error, values, {
          codes: { conflict: { page: 'account', key: 'backOffice/changedMeanwhile' } },
        });
      }
    },
  });
  const reasonControl = useFieldControl(undefined, t('backOffice/reasonHint'), form.fieldError('Reason'));

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
      <FormFailure message={form.formError} />
      {user.AllowedDecisions.length === 0 ? (
        <Notice>{t('backOffice/noDecisions')}</Notice>
      ) : (
        <form className={styles.decide} {...form.formProps}>
          <Field
            ids={reasonControl.ids}
            label={t('backOffice/reason')}
            hint={t('backOffice/reasonHint')}
            error={form.fieldError('Reason')}
          >
            <textarea
              {...reasonControl.controlProps}
              name="Reason"
              maxLength={DECISION_REASON_MAX_LENGTH}
              onInput={form.onInput('Reason')}
            />
          </Field>
          <div className={styles.decisions}>
            {user.AllowedDecisions.map((decision) => (
              <Button
                key={decision}
                type="submit"
                name="Decision"
                value={decision}
                variant={decision === 'approve' || decision === 'resume' ? 'primary' : 'secondary'}
                loading={form.sending && pressed === decision}
                disabled={form.sending && pressed !== decision}
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

/** POST BackOffice/Users/{id}/Decisions: the one call of this form, kept apart so the API client can change it. */
function sendDecision(userId: string, body: UserDecisionBody): Promise<unknown> {
  return callApi(backOfficeDecideUserRoute, { params: { id: userId }, body });
}
