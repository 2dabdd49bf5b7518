import type { CustomerContact } from '@airshop/domain/account/addresses';
import { customerContactRoute } from '@airshop/domain/api/customer-contact-routes';
import {
  AFTER_SALES_FORMS,
  type AfterSalesFormKind,
} from '@airshop/domain/forms/after-sales/after-sales-forms';
import { COUNTRIES, countryByCode } from '@airshop/domain/i18n/countries';
import type { Locale } from '@airshop/domain/i18n/locales';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { FormErrors } from '../../forms/form-errors.ts';
import { type FormState, useForm } from '../../forms/use-form.ts';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { randomUuid } from '../../platform/random-uuid.ts';
import type { UploadProgress } from '../../platform/upload-request.ts';
import { uploadedOf } from './file-rules.ts';
import { afterSalesErrors, type MessageRules, refusalErrors } from './form-messages.ts';
import { type PickedFiles, sendAfterSalesForm } from './send-form.ts';

/** Where a form is: being filled in, on its way, stored (with its reference), or not sent. */
export type SendStatus = 'editing' | 'sending' | 'sent' | 'failed';
/** Why a send failed when no field is to blame: the network or server, too many sends, or too many bytes. */
export type SendFailure = 'generic' | 'rateLimited' | 'tooLarge';

/** The field names of a form's contact details, which the country, the calling code and a prefill set. */
export interface ContactNames {
  country: string;
  telephoneCode: string;
  telephone: string;
  firstName?: string;
  lastName?: string;
  /** A form that asks for the contact person's whole name in one field (the service request). */
  fullName?: string;
  companyName: string;
  email: string;
  address1?: string;
  address2?: string;
  postalCode?: string;
  city: string;
}

type Values = Record<string, unknown>;

export interface AfterSalesFormOptions<V extends Values> {
  kind: AfterSalesFormKind;
  /** The form's domain schema, the one the server checks the same body with (ADR 0050). */
  schema: z.ZodType;
  initialValues: V;
  locale: Locale;
  /** The body the schema takes, from the values (numbers as numbers, empty optional fields left out); files, requestId and the locale are added. */
  bodyOf(values: V): Values;
  /** Fields the form types as numbers, for their messages. */
  numbers?: readonly string[];
  contact: ContactNames;
  /** A signed-in buyer who may read their company's contact details: they fill the empty contact fields. */
  mayPrefill: boolean;
  /** The names of the form's fields when they are not its values' keys (nested fields kept under dotted names). */
  fields?: readonly string[];
  /** The schema's issues as the form's errors when its fields are nested (the default names the last segment). */
  errorsOf?(issues: readonly z.core.$ZodIssue[], values: V, rules: MessageRules): FormErrors;
}

/**
 * One filled-in after-sales form on the form module (ADR 0050, 0076): its values with the picked files, the
 * schema's check under touched fields, the country that sets the calling code, a buyer's prefill, and the send
 * with upload progress. The requestId is made once per filled-in form, so a retry after a failure is the same
 * submission on the server (ADR 0051); a new form after success is a new instance of the form's component.
 */
export function useAfterSalesForm<V extends Values>(options: AfterSalesFormOptions<V>) {
  const { kind, schema, locale, contact } = options;
  const definition = AFTER_SALES_FORMS[kind];
  const rules: MessageRules = { files: definition.files, numbers: options.numbers ?? [] };
  const [requestId] = useState(randomUuid);
  const [status, setStatus] = useState<SendStatus>('editing');
  const [failure, setFailure] = useState<SendFailure>('generic');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [reference, setReference] = useState('');
  const telephoneCodeChosen = useRef(false);

  const fileFields = Object.keys(definition.files);
  const filesOf = (values: V): PickedFiles =>
    Object.fromEntries(fileFields.map((field) => [field, (values[field] as File[] | undefined) ?? []]));

  function check(values: V) {
    const body = {
      ...options.bodyOf(values),
      ...Object.fromEntries(fileFields.map((field) => [field, uploadedOf(filesOf(values)[field] ?? [])])),
      requestId,
      [definition.localeField]: locale,
    };
    const parsed = schema.safeParse(body);
    return parsed.success
      ? { ok: true as const, body: parsed.data as Values, errors: { fields: {} } }
      : {
          ok: false as const,
          errors: (options.errorsOf ?? afterSalesErrors)(parsed.error.issues, values, rules),
        };
  }

  async function send(values: V): Promise<FormErrors | undefined> {
    const checked = check(values);
    if (!checked.ok) return checked.errors;
    setStatus('sending');
    setProgress(null);
    try {
      const answer = await sendAfterSalesForm(kind, checked.body, filesOf(values), setProgress);
      setReference(answer.Reference);
      setStatus('sent');
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === 'validation_failed') {
        setStatus('editing');
        return refusalErrors(error.body, values, rules);
      }
      setFailure(
        error instanceof ApiError && error.status === 429
          ? 'rateLimited'
          : error instanceof ApiError && error.status === 413
            ? 'tooLarge'
            : 'generic',
      );
      setStatus('failed');
      return undefined;
    }
  }

  const form = useForm<V>({
    initialValues: options.initialValues,
    check: {
      fields: options.fields ?? Object.keys(options.initialValues),
      run: (values) => check(values).errors,
    },
    send,
  });

  function setCountry(country: string) {
    form.setValue(contact.country, country as V[string]);
    // The calling code follows the country until someone picks one of their own.
    const code = countryByCode(country)?.telephoneCode;
    if (code && !telephoneCodeChosen.current) form.setValue(contact.telephoneCode, code as V[string]);
  }

  function setTelephoneCode(code: string) {
    telephoneCodeChosen.current = true;
    form.setValue(contact.telephoneCode, code as V[string]);
  }

  /** A buyer's own details fill what is still empty; what the person typed stays (as the enquiry does). */
  function prefill(details: CustomerContact) {
    const address = details.Addresses.find((a) => a.IsShipping) ?? details.Addresses[0];
    const phone = details.Phone ?? address?.Phone ?? '';
    const code = COUNTRIES.find((c) => phone.startsWith(`${c.telephoneCode} `))?.telephoneCode;
    const country = countryByCode(address?.CountryCode)?.countryCode;
    form.setValues((current) => {
      const next: Values = { ...current };
      const fill = (name: string | undefined, own: string | null | undefined) => {
        if (name && !String(current[name] ?? '').trim() && own) next[name] = own;
      };
      fill(contact.firstName, details.FirstName);
      fill(contact.lastName, details.LastName);
      fill(contact.fullName, [details.FirstName, details.LastName].filter(Boolean).join(' '));
      fill(contact.companyName, details.CompanyName);
      fill(contact.email, details.Email);
      fill(contact.address1, address?.Line1);
      fill(contact.address2, address?.Line2);
      fill(contact.postalCode, address?.PostalCode);
      fill(contact.city, address?.City);
      if (!String(current[contact.telephone] ?? '').trim() && phone) {
        next[contact.telephone] = code ? phone.slice(code.length + 1) : phone;
        if (code) next[contact.telephoneCode] = code;
      }
      if (country && !current[contact.country]) {
        next[contact.country] = country;
        if (!code && !telephoneCodeChosen.current)
          next[contact.telephoneCode] =
            countryByCode(country)?.telephoneCode ?? current[contact.telephoneCode];
      }
      return next as V;
    });
  }

  usePrefill(options.mayPrefill, prefill);

  /** Sends the same form again, with the same requestId: harmless if the first one arrived after all. */
  function retry() {
    form.formProps.ref.current?.requestSubmit();
  }

  const state: AfterSalesFormState = {
    ...form,
    values: form.values,
    // The pieces shared by the four forms name fields by string; each page's values are typed where it builds them.
    field: (name) => form.field(name as never),
    setValue: (name, value) => form.setValue(name, value as V[string]),
    status,
    failure,
    progress,
    reference,
    setCountry,
    setTelephoneCode,
    retry,
  };
  return state;
}

/** One after-sales form as its pieces (fields, file fields, frame) use it. */
export interface AfterSalesFormState {
  readonly formProps: FormState['formProps'];
  readonly formError: string | null;
  readonly sending: boolean;
  readonly values: Readonly<Record<string, unknown>>;
  field(name: string): ReturnType<FormState['field']>;
  fieldError(name: string): string | undefined;
  setValue(name: string, value: unknown): void;
  touch(name: string): void;
  onBlur(name: string): (event: FocusEvent<HTMLElement>) => void;
  readonly status: SendStatus;
  readonly failure: SendFailure;
  readonly progress: UploadProgress | null;
  /** The reference the server gave the stored form, once it is sent. */
  readonly reference: string;
  setCountry(country: string): void;
  setTelephoneCode(code: string): void;
  /** Sends the same form again, with the same requestId. */
  retry(): void;
}

/** Asks for the buyer's contact once per form; a failure leaves the fields empty, the form works without it. */
function usePrefill(allowed: boolean, prefill: (details: CustomerContact) => void) {
  const latest = useRef(prefill);
  latest.current = prefill;
  useEffect(() => {
    if (!allowed) return;
    const abort = new AbortController();
    callApi(customerContactRoute, {}, { signal: abort.signal })
      .then((details) => latest.current(details))
      .catch(() => undefined);
    return () => abort.abort();
  }, [allowed]);
}
