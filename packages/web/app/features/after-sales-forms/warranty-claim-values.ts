import type { contactFields } from '@airshop/domain/forms/after-sales/contact-fields';
import {
  type WarrantyClaim,
  type WarrantyClaimInput,
  warrantyClaimSchema,
} from '@airshop/domain/forms/after-sales/warranty-claim';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { FormValues } from '../../forms/form-values.ts';
import { type Checked, checkWithSchema } from '../../forms/schema-check.ts';

/*
 * What the warranty-claim page holds (fields designed in ADR 0076; the schema in domain `warranty-claim.ts`):
 * the unit, the dates, the failed part, what happened and was done, whether it still runs, photos and the
 * sender's contact (the shared contact fields of the after-sales forms).
 */

export const UNIT_FIELDS = ['serialNumber', 'productName', 'orderNumber'] as const;
export const FAULT_FIELDS = [
  'installationDate',
  'failureDate',
  'faultyComponent',
  'faultDescription',
  'actionsTaken',
] as const;
type ContactField = Exclude<keyof typeof contactFields, 'salesUnit'>;

export type WarrantyClaimValues = FormValues<
  typeof warrantyClaimSchema,
  (typeof UNIT_FIELDS)[number] | (typeof FAULT_FIELDS)[number] | ContactField
> & {
  /** A yes/no question nobody has answered yet is '', so the form can ask for an answer. */
  unitInOperation: '' | 'yes' | 'no';
  faultPhotos: readonly File[];
  proofOfPurchase: readonly File[];
};

export interface WarrantyClaimDefaults {
  /** From the unit page: `?serial=`, `?product=`, `?order=`. */
  serialNumber: string;
  productName: string;
  orderNumber: string;
  /** The market's country, when it is on the country list, and its calling code. */
  country: string;
  telephoneCountryCode: string;
}

export function emptyWarrantyClaim(defaults: WarrantyClaimDefaults): WarrantyClaimValues {
  return {
    serialNumber: defaults.serialNumber,
    productName: defaults.productName,
    orderNumber: defaults.orderNumber,
    installationDate: '',
    failureDate: '',
    faultyComponent: '',
    faultDescription: '',
    actionsTaken: '',
    unitInOperation: '',
    faultPhotos: [],
    proofOfPurchase: [],
    companyName: '',
    firstName: '',
    lastName: '',
    email: '',
    telephoneCountryCode: defaults.telephoneCountryCode,
    telephone: '',
    address1: '',
    address2: '',
    city: '',
    postalCode: '',
    country: defaults.country,
    termsAndConditions: false,
    agreementToContacted: false,
  };
}

const filesOf = (files: readonly File[]) =>
  files.map((file) => ({ name: file.name, size: file.size, type: file.type }));

/** The body the schema checks (the API's `body` part), built from the form's values. */
export function warrantyClaimBody(
  values: WarrantyClaimValues,
  fixed: { requestId: string; locale: Locale },
): WarrantyClaimInput {
  const { unitInOperation, faultPhotos, proofOfPurchase, ...texts } = values;
  return {
    ...texts,
    requestId: fixed.requestId,
    email: values.email.trim(),
    // A date input holds '' until a date is picked: no date, not an invalid one.
    installationDate: values.installationDate || undefined,
    failureDate: values.failureDate,
    faultyComponent: values.faultyComponent as WarrantyClaimInput['faultyComponent'],
    telephoneCountryCode: values.telephoneCountryCode as WarrantyClaimInput['telephoneCountryCode'],
    country: values.country as WarrantyClaimInput['country'],
    unitInOperation: unitInOperation === '' ? (undefined as unknown as boolean) : unitInOperation === 'yes',
    faultPhotos: filesOf(faultPhotos),
    proofOfPurchase: filesOf(proofOfPurchase),
    salesUnit: fixed.locale,
  };
}

/** The claim the schema accepted, or the messages of the form's fields (ADR 0050: the server's check). */
export function checkWarrantyClaim(
  values: WarrantyClaimValues,
  fixed: { requestId: string; locale: Locale },
): Checked<WarrantyClaim> {
  return checkWithSchema(warrantyClaimSchema, warrantyClaimBody(values, fixed), values);
}

/** Today as YYYY-MM-DD in the visitor's time zone: the latest day a failure can have happened. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
