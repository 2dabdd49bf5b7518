import type { CustomerContact } from '@airshop/domain/account/addresses';
import { formSparePartEnquiryRoute } from '@airshop/domain/api/forms-routes';
import type { sparePartEnquiryBodySchema } from '@airshop/domain/forms/spare-part-enquiry';
import {
  CONTACT_STEP_FIELDS,
  type EnquiryStepField,
  PRODUCT_STEP_FIELDS,
  SPARE_PART_TYPE_OTHER,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import { COUNTRIES, countryByCode } from '@airshop/domain/i18n/countries';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormValues } from '../../../forms/form-values.ts';
import { callApi } from '../../../platform/api-client.ts';
import { ApiError } from '../../../platform/api-error.ts';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import type { UploadProgress } from '../../../platform/upload-request.ts';
import { type EnquiryErrors, type EnquiryIssue, enquiryErrorsOf } from './enquiry-messages.ts';
import { newRequestId } from './request-id.ts';

/** The wizard's steps (spec §4 "Enquiry wizard"). */
export type EnquiryStep = 'product' | 'contact' | 'loading' | 'success' | 'error';

export type ImageField = 'primaryProductImage' | 'secondaryProductImage';

/**
 * What the wizard holds for each of its fields but the photos (which it holds as picked files), typed from the
 * input of the schema that checks the enquiry here and on the server (ADR 0050). A type import: the schema
 * itself, and zod with it, is still loaded only when someone starts on the form.
 */
export type EnquiryValues = FormValues<
  typeof sparePartEnquiryBodySchema,
  Exclude<EnquiryStepField, ImageField>
>;

/** An image a person picked, read as the data string the API takes. */
export interface PickedImage {
  name: string;
  size: number;
  dataUrl: string;
  /** The file itself, for the thumbnail. */
  file: Blob;
}

export type EnquiryImages = Partial<Record<ImageField, PickedImage>>;

export interface EnquiryDefaults {
  productName: string;
  /** The market's country, when it is on the country list. */
  country: string;
  locale: Locale;
  marketId: string;
}

function initialValues({ productName, country }: EnquiryDefaults): EnquiryValues {
  return {
    serialNumber: '',
    productName,
    sparePartType: '',
    sparePartTypeOther: '',
    sparePartSerialNumber: '',
    sparePartProductCode: '',
    supportingNotes: '',
    firstName: '',
    lastName: '',
    companyName: '',
    address1: '',
    address2: '',
    postalCode: '',
    city: '',
    country,
    email: '',
    telephoneCountryCode: countryByCode(country)?.telephoneCode ?? '',
    telephone: '',
    termsAndConditions: false,
    agreementToContacted: false,
  };
}

// The schema brings zod: it is loaded when someone starts filling in the form, not with the page (page weight).
type SchemaModule = typeof import('@airshop/domain/forms/spare-part-enquiry');
let schemaModule: Promise<SchemaModule> | undefined;
export function loadEnquirySchema(): Promise<SchemaModule> {
  schemaModule ??= import('@airshop/domain/forms/spare-part-enquiry');
  return schemaModule;
}

function bodyOf(values: EnquiryValues, images: EnquiryImages, defaults: EnquiryDefaults, requestId: string) {
  return {
    ...values,
    requestId,
    sparePartTypeOther:
      values.sparePartType === SPARE_PART_TYPE_OTHER ? values.sparePartTypeOther : undefined,
    primaryProductImage: images.primaryProductImage?.dataUrl,
    secondaryProductImage: images.secondaryProductImage?.dataUrl,
    salesUnit: defaults.locale,
    marketId: defaults.marketId,
    useUsTranslation: false,
    skipHubspot: false,
  };
}

/**
 * The state of the enquiry wizard: values, images, which fields were touched, the errors the schema finds, the
 * step, and the moves between steps. Errors show only under touched fields (spec §5 "Messages"); next touches
 * the whole step, so nothing is skipped unseen.
 */
export function useEnquiryForm(defaults: EnquiryDefaults, validation: Translate) {
  const [values, setValues] = useState<EnquiryValues>(() => initialValues(defaults));
  const [images, setImages] = useState<EnquiryImages>({});
  /** Problems found when a file was picked or read; they replace the schema's message for that field. */
  const [imageErrors, setImageErrors] = useState<Partial<Record<ImageField, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [issues, setIssues] = useState<readonly EnquiryIssue[]>([]);
  const [step, setStep] = useState<EnquiryStep>('product');
  const [failure, setFailure] = useState<'generic' | 'rateLimited'>('generic');
  const [sentTo, setSentTo] = useState('');
  /** How much of the request has gone out while it is sent (photos make it up to ~28 MB). */
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  // One id per filled-in form: a retried request of the same form is one enquiry on the server.
  const requestId = useRef<string | undefined>(undefined);
  const telephoneCodeChosen = useRef(false);
  const run = useRef(0);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  /** The schema refused something no field of the wizard shows: said at the form's top, never silently. */
  const [refusedAsWhole, setRefusedAsWhole] = useState(false);

  const check = useCallback(
    async (current: EnquiryValues, currentImages: EnquiryImages) => {
      const { sparePartEnquiryBodySchema } = await loadEnquirySchema();
      requestId.current ??= newRequestId();
      const result = sparePartEnquiryBodySchema.safeParse(
        bodyOf(current, currentImages, defaults, requestId.current),
      );
      return { result, issues: result.success ? [] : (result.error.issues as EnquiryIssue[]) };
    },
    [defaults],
  );

  // Re-checked after every change once someone has touched a field, so messages appear and clear as they type.
  useEffect(() => {
    if (touched.size === 0) return;
    const mine = ++run.current;
    void check(values, images).then(({ issues: found }) => {
      if (run.current === mine) setIssues(found);
    });
  }, [values, images, touched, check]);

  const isEmpty = (field: string) => {
    if (field === 'primaryProductImage' || field === 'secondaryProductImage') return !images[field];
    const value = values[field as keyof EnquiryValues];
    return typeof value === 'string' ? value.trim() === '' : !value;
  };
  const schemaErrors: EnquiryErrors = enquiryErrorsOf(issues, isEmpty, validation);
  const errorOf = (field: EnquiryStepField): string | undefined =>
    (field === 'primaryProductImage' || field === 'secondaryProductImage' ? imageErrors[field] : undefined) ??
    (touched.has(field) ? schemaErrors[field] : undefined);

  function setValue<K extends keyof EnquiryValues>(field: K, value: EnquiryValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // The calling code follows the country until someone picks one of their own.
      if (field === 'country' && !telephoneCodeChosen.current) {
        next.telephoneCountryCode =
          countryByCode(String(value))?.telephoneCode ?? current.telephoneCountryCode;
      }
      return next;
    });
    if (field === 'telephoneCountryCode') telephoneCodeChosen.current = true;
  }

  function touch(field: string) {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }

  function setImage(field: ImageField, image: PickedImage | undefined, problem?: string) {
    setImages((current) => ({ ...current, [field]: image }));
    setImageErrors((current) => ({ ...current, [field]: problem }));
    touch(field);
  }

  /** Touches every field of the step and answers the first one with an error, or undefined when it is fine. */
  async function checkStep(fields: readonly EnquiryStepField[]): Promise<EnquiryStepField | undefined> {
    setTouched((current) => new Set([...current, ...fields]));
    const { issues: found } = await check(values, images);
    run.current++;
    setIssues(found);
    const failing = new Set(found.map((issue) => String(issue.path[0])));
    return fields.find((field) => failing.has(field) || Boolean(imageErrors[field as ImageField]));
  }

  async function next(): Promise<EnquiryStepField | undefined> {
    const first = await checkStep(PRODUCT_STEP_FIELDS);
    if (!first) setStep('contact');
    return first;
  }

  function back() {
    setStep('product');
  }

  async function submit(): Promise<EnquiryStepField | undefined> {
    // One send at a time: the button is disabled from the click until the answer (spec §4).
    if (step !== 'contact' || sendingRef.current) return undefined;
    sendingRef.current = true;
    setSending(true);
    try {
      const first = await checkStep([...PRODUCT_STEP_FIELDS, ...CONTACT_STEP_FIELDS]);
      if (first) {
        if ((PRODUCT_STEP_FIELDS as readonly string[]).includes(first)) setStep('product');
        return first;
      }
      const { result } = await check(values, images);
      setRefusedAsWhole(!result.success);
      if (!result.success) return undefined;
      setStep('loading');
      setUpload(null);
      try {
        await callApi(formSparePartEnquiryRoute, { body: result.data }, { onUploadProgress: setUpload });
        setSentTo(result.data.email);
        setStep('success');
      } catch (error) {
        setFailure(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'generic');
        setStep('error');
      }
      return undefined;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  /**
   * A signed-in buyer's own details (GET Customer/Contact) fill the contact fields that are still empty, so they
   * are not typed again; what the person has typed stays. The first shipping address is the likeliest.
   */
  const prefill = useCallback((contact: CustomerContact) => {
    const address = contact.Addresses.find((a) => a.IsShipping) ?? contact.Addresses[0];
    const phone = contact.Phone ?? address?.Phone ?? '';
    // '+46 8 123 4567' is split into its calling code and the number the field asks for.
    const code = COUNTRIES.find((c) => phone.startsWith(`${c.telephoneCode} `))?.telephoneCode;
    const country = countryByCode(address?.CountryCode)?.countryCode;
    setValues((current) => {
      const fill = (value: string, own: string | null | undefined) => (value.trim() ? value : (own ?? ''));
      const next: EnquiryValues = {
        ...current,
        firstName: fill(current.firstName, contact.FirstName),
        lastName: fill(current.lastName, contact.LastName),
        companyName: fill(current.companyName, contact.CompanyName),
        email: fill(current.email, contact.Email),
        address1: fill(current.address1, address?.Line1),
        address2: fill(current.address2, address?.Line2),
        postalCode: fill(current.postalCode, address?.PostalCode),
        city: fill(current.city, address?.City),
      };
      if (!current.telephone.trim() && phone) {
        next.telephone = code ? phone.slice(code.length + 1) : phone;
        if (code) next.telephoneCountryCode = code;
      }
      if (country && !current.country) {
        next.country = country;
        if (!code && !telephoneCodeChosen.current) {
          next.telephoneCountryCode = countryByCode(country)?.telephoneCode ?? current.telephoneCountryCode;
        }
      }
      return next;
    });
  }, []);

  /** Success and error both lead back to step 1 with an empty form (spec §4). */
  function restart() {
    setValues(initialValues(defaults));
    setImages({});
    setImageErrors({});
    setTouched(new Set());
    setIssues([]);
    setRefusedAsWhole(false);
    requestId.current = undefined;
    telephoneCodeChosen.current = false;
    run.current++;
    setStep('product');
  }

  return {
    values,
    images,
    step,
    sending,
    upload,
    failure,
    sentTo,
    refusedAsWhole,
    errorOf,
    setValue,
    setImage,
    touch,
    next,
    back,
    submit,
    restart,
    prefill,
  };
}

export type EnquiryForm = ReturnType<typeof useEnquiryForm>;
