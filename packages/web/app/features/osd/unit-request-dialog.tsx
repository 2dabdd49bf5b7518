import { osdProductFormRoute } from '@airshop/domain/api/osd-routes';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { OsdProduct, osdProductFormBodySchema } from '@airshop/domain/osd/osd';
import { OSD_MESSAGE_MAX_LENGTH, type OsdRequestKind } from '@airshop/domain/osd/serial-number';
import { type TextareaHTMLAttributes, useRef, useState } from 'react';
import { apiFailureErrors } from '../../forms/api-failure-errors.ts';
import { FormFailure } from '../../forms/form-failure.tsx';
import type { FormValues } from '../../forms/form-values.ts';
import { checkWithSchema } from '../../forms/schema-check.ts';
import { useForm } from '../../forms/use-form.ts';
import { callApi } from '../../platform/api-client.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { randomUuid } from '../../platform/random-uuid.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field, useFieldControl } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './osd.module.css';

export const UNIT_REQUEST_FIELDS = [
  'FirstName',
  'LastName',
  'CompanyName',
  'Email',
  'Telephone',
  'Message',
  'Date',
  'Quantity',
  'PrivacyPolicyAccepted',
] as const;
export type UnitRequestValues = FormValues<
  typeof osdProductFormBodySchema,
  (typeof UNIT_REQUEST_FIELDS)[number]
>;

// The schema brings zod: loaded when the form is first checked, not with the page (ADR 0050).
type SchemaModule = typeof import('@airshop/domain/osd/osd');
let schemaModule: Promise<SchemaModule> | undefined;
const loadSchema = () => {
  schemaModule ??= import('@airshop/domain/osd/osd');
  return schemaModule;
};

const EMPTY: UnitRequestValues = {
  FirstName: '',
  LastName: '',
  CompanyName: '',
  Email: '',
  Telephone: '',
  Message: '',
  Date: '',
  Quantity: '',
  PrivacyPolicyAccepted: false,
};

/** The body the API takes, built from the form: empty optional fields are left out. */
export async function checkUnitRequest(
  values: UnitRequestValues,
  fixed: { requestId: string; serial: string; kind: OsdRequestKind; locale: Locale },
) {
  const { osdProductFormBodySchema: schema } = await loadSchema();
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  const quantity = values.Quantity.trim();
  return checkWithSchema(
    schema,
    {
      requestId: fixed.requestId,
      SerialNo: fixed.serial,
      FormType: fixed.kind,
      SalesUnit: fixed.locale,
      FirstName: values.FirstName,
      LastName: values.LastName,
      CompanyName: optional(values.CompanyName),
      Email: values.Email.trim(),
      Telephone: optional(values.Telephone),
      Message: optional(values.Message),
      Date:
        fixed.kind === 'register-warranty' || fixed.kind === 'request-service-engineer'
          ? optional(values.Date)
          : undefined,
      Quantity:
        fixed.kind === 'purchase-similar-unit' && quantity !== ''
          ? /^\d+$/.test(quantity)
            ? Number(quantity)
            : quantity
          : undefined,
      PrivacyPolicyAccepted: values.PrivacyPolicyAccepted,
    },
    values,
  );
}

/** The form's states of spec §3: closed (no dialog), loading (sending), success and error. */
type SentState = 'editing' | 'success' | 'error';

/**
 * One of the unit page's four requests in a dialog (shop.md §3, §8: 'form sent successfully', 'form sent
 * error'). One requestId per filled-in form: a second click or a retry after a lost answer sends nothing twice.
 */
export function UnitRequestDialog({
  kind,
  unit,
  locale,
  onClose,
}: {
  kind: OsdRequestKind;
  unit: OsdProduct;
  locale: Locale;
  onClose(): void;
}) {
  const t = useTranslations('osd');
  const [sent, setSent] = useState<SentState>('editing');
  const requestId = useRef(randomUuid());
  const fixed = { requestId: requestId.current, serial: unit.SerialNo, kind, locale };
  const form = useForm<UnitRequestValues>({
    initialValues: EMPTY,
    check: {
      fields: UNIT_REQUEST_FIELDS,
      run: async (values) => (await checkUnitRequest(values, fixed)).errors,
    },
    async send(values) {
      const checked = await checkUnitRequest(values, fixed);
      if (!checked.ok) return checked.errors;
      try {
        await callApi(osdProductFormRoute, { params: { id: unit.ProductId }, body: checked.body });
        setSent('success');
        return undefined;
      } catch (error) {
        setSent('error');
        const { PrivacyPolicyAccepted: _accepted, ...texts } = values;
        return apiFailureErrors(error, texts);
      }
    },
  });
  const toBackOffice = {
    'sales-enquiry': unit.SalesEnquiryGoesToBackOffice,
    'register-warranty': unit.RegisterWarrantyGoesToBackOffice,
    'purchase-similar-unit': unit.PurchaseSimilarUnitGoesToBackOffice,
    'request-service-engineer': unit.RequestServiceEngineerGoesToBackOffice,
  }[kind];

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`requests/${kind}/title`)}
      description={t('form/about', { serial: unit.SerialNo, name: unit.Name })}
      closeLabel={t('form/close')}
    >
      {sent === 'success' ? (
        <div className={styles.sent}>
          <Notice tone="success" role="status" title={t('form/success')}>
            {t('form/successText')}
          </Notice>
          <Button variant="primary" onClick={onClose}>
            {t('form/close')}
          </Button>
        </div>
      ) : (
        <form
          {...form.formProps}
          aria-busy={form.sending || undefined}
          className={styles.requestForm}
          data-testid="unit-request-form"
        >
          <p className={styles.muted}>{toBackOffice ? t('form/toBackOffice') : t('form/toSales')}</p>
          {sent === 'error' ? (
            <Notice tone="error" role="alert" title={t('form/error')}>
              {form.formError ?? t('form/errorText')}
            </Notice>
          ) : (
            <FormFailure message={form.formError} />
          )}
          <div className={styles.formGrid}>
            <TextField
              label={t('form/firstName')}
              required
              autoComplete="given-name"
              {...form.field('FirstName')}
            />
            <TextField
              label={t('form/lastName')}
              required
              autoComplete="family-name"
              {...form.field('LastName')}
            />
            <TextField label={t('form/company')} autoComplete="organization" {...form.field('CompanyName')} />
            <TextField
              label={t('form/email')}
              required
              type="email"
              autoComplete="email"
              {...form.field('Email')}
            />
            <TextField
              label={t('form/telephone')}
              type="tel"
              autoComplete="tel"
              {...form.field('Telephone')}
            />
            {kind === 'register-warranty' || kind === 'request-service-engineer' ? (
              <TextField
                label={kind === 'register-warranty' ? t('form/dateInUse') : t('form/dateWished')}
                type="date"
                {...form.field('Date')}
              />
            ) : null}
            {kind === 'purchase-similar-unit' ? (
              <TextField label={t('form/quantity')} inputMode="numeric" {...form.field('Quantity')} />
            ) : null}
          </div>
          <MessageField label={t('form/message')} {...(form.field('Message') as object)} />
          <Checkbox
            name="PrivacyPolicyAccepted"
            label={t('form/privacy', { policy: unit.PrivacyPolicyName })}
            checked={form.values.PrivacyPolicyAccepted}
            required
            error={form.fieldError('PrivacyPolicyAccepted')}
            onChange={(event) => {
              form.setValue('PrivacyPolicyAccepted', event.target.checked);
              form.touch('PrivacyPolicyAccepted');
            }}
            onBlur={form.onBlur('PrivacyPolicyAccepted')}
          />
          <p className={styles.muted}>
            <a href={unit.PrivacyPolicyLink} target="_blank" rel="noreferrer">
              {unit.PrivacyPolicyName}
            </a>
          </p>
          <div className={styles.formActions}>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('form/cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={form.sending}>
              {form.sending ? t('form/sending') : t('form/send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function MessageField({
  label,
  error,
  ...rest
}: { label: string; error?: string | undefined } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { ids, controlProps } = useFieldControl(undefined, undefined, error);
  return (
    <Field ids={ids} label={label} error={error}>
      <textarea rows={4} maxLength={OSD_MESSAGE_MAX_LENGTH} {...rest} {...controlProps} />
    </Field>
  );
}
