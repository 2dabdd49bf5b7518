import { documentSendRoute } from '@airshop/domain/api/documents-routes';
import {
  DOCUMENT_SEND_MAX_FILES,
  DOCUMENT_SEND_MESSAGE_MAX,
  type DocumentDto,
  sendDocumentsBodySchema,
} from '@airshop/domain/documents/documents';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type FieldErrors, FORM_ERROR, fieldErrorsOf, focusFirstError } from '../../../forms/form-errors.ts';
import { callApi } from '../../../platform/api-client.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { type Translate, useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field, useFieldControl } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './send-documents-dialog.module.css';

type SendState =
  | { step: 'editing' }
  | { step: 'sending' }
  | { step: 'success'; recipient: string }
  | { step: 'fail'; message: string };

interface SendDocumentsDialogProps {
  documents: readonly DocumentDto[];
  onClose(): void;
}

/**
 * E-mails the selected documents (POST Documents/Send, ADR 0011): recipient and message, checked with the
 * server's schema before sending; the visitor sees SUCCESS (204) or FAIL (any error), a 429 saying when to
 * try again. Loaded lazily by the documents section (the default export is for React.lazy).
 */
export default function SendDocumentsDialog({ documents, onClose }: SendDocumentsDialogProps) {
  const t = useTranslations('productPage');
  const shared = useTranslations('shared');
  const validation = useTranslations('validation');
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SendState>({ step: 'editing' });
  // Closing goes through the dialog, which returns focus to the button that opened it, then calls onClose.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const tooMany = documents.length > DOCUMENT_SEND_MAX_FILES;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.step === 'sending' || tooMany) return;
    const values = { Recipient: recipient, Message: message };
    const parsed = sendDocumentsBodySchema.safeParse({
      ...values,
      DocumentGuids: documents.map((d) => d.Id),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, values, validation));
      // After React has rendered the errors.
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setErrors({});
    setState({ step: 'sending' });
    try {
      await callApi(documentSendRoute, { body: parsed.data });
      setState({ step: 'success', recipient: parsed.data.Recipient });
    } catch (error) {
      setState({ step: 'fail', message: failureText(t, error) });
    }
  }

  const done = state.step === 'success';
  const footer = done ? (
    <Button onClick={close}>{shared('dialog/close')}</Button>
  ) : (
    <>
      <Button variant="ghost" onClick={close}>
        {t('documents/email/cancel')}
      </Button>
      <Button
        type="submit"
        form={formId}
        icon={<Icon name="mail" size={18} />}
        loading={state.step === 'sending'}
        disabled={tooMany}
      >
        {t('documents/email/send')}
      </Button>
    </>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('documents/email/title')}
      closeLabel={shared('dialog/close')}
      description={done ? undefined : t('documents/email/description')}
      footer={footer}
    >
      {done ? (
        <div role="status">
          <Notice tone="success" title={t('documents/email/successTitle')}>
            {t('documents/email/success', { recipient: state.recipient })}
          </Notice>
        </div>
      ) : (
        <form ref={form} id={formId} className={styles.form} noValidate onSubmit={submit}>
          <div className={styles.attached}>
            <p className={styles.attachedTitle}>
              {t('documents/email/attached', { count: documents.length })}
            </p>
            <ul className={styles.attachedList}>
              {documents.map((document) => (
                <li key={document.Id}>
                  <Icon name="document" size={16} />
                  <span>{document.Name}</span>
                </li>
              ))}
            </ul>
          </div>
          {tooMany ? (
            <Notice tone="warning">
              {t('documents/email/tooMany', { max: DOCUMENT_SEND_MAX_FILES, count: documents.length })}
            </Notice>
          ) : null}
          <TextField
            label={t('documents/email/recipient')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={recipient}
            error={errors.Recipient}
            onChange={(event) => setRecipient(event.target.value)}
          />
          <MessageField
            label={t('documents/email/message')}
            hint={t('documents/email/messageHint', { max: DOCUMENT_SEND_MESSAGE_MAX })}
            value={message}
            error={errors.Message}
            onChange={setMessage}
          />
          <div role="alert" className={styles.alert}>
            {errors[FORM_ERROR] ? <Notice tone="error">{errors[FORM_ERROR]}</Notice> : null}
            {state.step === 'fail' ? (
              <Notice tone="error" title={t('documents/email/failTitle')}>
                {state.message}
              </Notice>
            ) : null}
          </div>
        </form>
      )}
    </Dialog>
  );
}

function MessageField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const { ids, controlProps } = useFieldControl(undefined, hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <textarea
        {...controlProps}
        className={`${controlProps.className} ${styles.message}`}
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

function failureText(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const seconds = Number(
        (error.body?.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds,
      );
      const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60;
      return t('documents/email/rateLimited', { minutes });
    }
    if (error.status === 413) return t('documents/email/tooLarge');
  }
  return t('documents/email/fail');
}
