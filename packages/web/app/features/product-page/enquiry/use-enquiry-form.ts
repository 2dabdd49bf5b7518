import type { CustomerContact } from '@airshop/domain/account/addresses';
import type {
  SparePartEnquiryBody,
  sparePartEnquiryBodySchema,
} from '@airshop/domain/forms/spare-part-enquiry';
import {
  CONTACT_STEP_FIELDS,
  type EnquiryStepField,
  PRODUCT_STEP_FIELDS,
  SPARE_PART_TYPE_OTHER,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import { COUNTRIES, countryByCode } from '@airshop/domain/i18n/countries';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useRef, useState } from 'react';
import type { FormValues } from '../../../forms/form-values.ts';
import { checkWithSchema } from '../../../forms/schema-check.ts';
import { useForm } from '../../../forms/use-form.ts';
import { newRequestId } from './request-id.ts';

export type ImageField = 'primaryProductImage' | 'secondaryProductImage';

/** An image a person picked, read as the data string the API takes. */
export interface PickedImage {
  name: string;
  size: number;
  dataUrl: string;
  /** The file itself, for the thumbnail. */
  file: Blob;
}

/**
 * What the wizard holds, typed from the input of the schema that checks the enquiry here and on the server
 * (ADR 0050), and the photos as picked files. A type import: the schema itself, and zod with it, is loaded
 * only when someone starts on the form.
 */
export type EnquiryValues = FormValues<
  typeof sparePartEnquiryBodySchema,
  Exclude<EnquiryStepField, ImageField>
> &
  Record<ImageField, PickedImage | undefined>;

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
    primaryProductImage: undefined,
    secondaryProductImage: undefined,
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

/** The wizard's steps (spec §4): product details, then contact details; each checks its own fields. */
const STEPS = [PRODUCT_STEP_FIELDS, CONTACT_STEP_FIELDS];
const FIELDS = [...PRODUCT_STEP_FIELDS, ...CONTACT_STEP_FIELDS];

// The schema brings zod: it is loaded when someone starts filling in the form, not with the page (page weight).
type SchemaModule = typeof import('@airshop/domain/forms/spare-part-enquiry');
let schemaModule: Promise<SchemaModule> | undefined;
export function loadEnquirySchema(): Promise<SchemaModule> {
  schemaModule ??= import('@airshop/domain/forms/spare-part-enquiry');
  return schemaModule;
}

function bodyOf(values: EnquiryValues, defaults: EnquiryDefaults, requestId: string) {
  return {
    ...values,
    requestId,
    sparePartTypeOther:
      values.sparePartType === SPARE_PART_TYPE_OTHER ? values.sparePartTypeOther : undefined,
    primaryProductImage: values.primaryProductImage?.dataUrl,
    secondaryProductImage: values.secondaryProductImage?.dataUrl,
    salesUnit: defaults.locale,
    marketId: defaults.marketId,
    useUsTranslation: false,
    skipHubspot: false,
  };
}

/** The body of the enquiry the schema accepted, or the errors of the wizard's fields. */
async function checkEnquiry(values: EnquiryValues, defaults: EnquiryDefaults, requestId: string) {
  const { sparePartEnquiryBodySchema } = await loadEnquirySchema();
  return checkWithSchema(sparePartEnquiryBodySchema, bodyOf(values, defaults, requestId), values);
}

/**
 * One filled-in enquiry on the form module (ADR 0050): its values, its two steps, the schema's check under
 * touched fields and the send of what it accepted (`onSend`). The country sets the calling code until someone
 * picks one; a signed-in buyer's contact fills what is still empty.
 */
export function useEnquiryForm(
  defaults: EnquiryDefaults,
  onSend: (body: SparePartEnquiryBody) => Promise<void>,
) {
  // One id per filled-in form: a repeated request of the same form is one enquiry on the server (ADR 0051).
  const [requestId] = useState(newRequestId);
  const telephoneCodeChosen = useRef(false);
  const form = useForm<EnquiryValues>({
    initialValues: initialValues(defaults),
    steps: STEPS,
    check: {
      fields: FIELDS,
      run: async (values) => (await checkEnquiry(values, defaults, requestId)).errors,
    },
    send: async (values) => {
      const checked = await checkEnquiry(values, defaults, requestId);
      if (checked.ok) await onSend(checked.body);
      return checked.ok ? undefined : checked.errors;
    },
  });

  function setCountry(country: string) {
    form.setValue('country', country);
    // The calling code follows the country until someone picks one of their own.
    const code = countryByCode(country)?.telephoneCode;
    if (code && !telephoneCodeChosen.current) form.setValue('telephoneCountryCode', code);
  }

  function setTelephoneCode(code: string) {
    telephoneCodeChosen.current = true;
    form.setValue('telephoneCountryCode', code);
  }

  /**
   * A signed-in buyer's own details (GET Customer/Contact) fill the contact fields that are still empty, so they
   * are not typed again; what the person has typed stays. The first shipping address is the likeliest.
   */
  function prefill(contact: CustomerContact) {
    const address = contact.Addresses.find((a) => a.IsShipping) ?? contact.Addresses[0];
    const phone = contact.Phone ?? address?.Phone ?? '';
    // '+46 8 123 4567' is split into its calling code and the number the field asks for.
    const code = COUNTRIES.find((c) => phone.startsWith(`${c.telephoneCode} `))?.telephoneCode;
    const country = countryByCode(address?.CountryCode)?.countryCode;
    form.setValues((current) => {
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
  }

  return { ...form, setCountry, setTelephoneCode, prefill };
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
