import type { warrantyClaimSchema } from '@airshop/domain/forms/after-sales/warranty-claim';
import type { FormValues } from '../../forms/form-values.ts';
import { EMPTY_CONTACT } from './contact-fieldset.tsx';
import { booleanOf, optional, type YesNo } from './form-controls.tsx';

/*
 * What the warranty-claim page holds (fields designed in ADR 0076; the schema in domain `warranty-claim.ts`):
 * the unit, the dates, the failed part, what happened and was done, whether it still runs, photos and the
 * sender's contact (the shared contact fields of the after-sales forms).
 */

type ClaimField =
  | 'serialNumber'
  | 'productName'
  | 'orderNumber'
  | 'installationDate'
  | 'failureDate'
  | 'faultyComponent'
  | 'faultDescription'
  | 'actionsTaken'
  | keyof typeof EMPTY_CONTACT;

export type WarrantyClaimValues = FormValues<typeof warrantyClaimSchema, ClaimField> & {
  /** Nothing chosen yet is '', so the form can ask for an answer. */
  unitInOperation: YesNo;
  faultPhotos: File[];
  proofOfPurchase: File[];
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
    ...EMPTY_CONTACT,
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
    country: defaults.country,
    telephoneCountryCode: defaults.telephoneCountryCode,
  };
}

/** The body the schema checks, from the form's values (the shared hook adds the files, requestId and locale). */
export function warrantyClaimBodyOf(values: WarrantyClaimValues) {
  const { unitInOperation, faultPhotos: _photos, proofOfPurchase: _proof, ...texts } = values;
  return {
    ...texts,
    email: values.email.trim(),
    // A date input holds '' until a date is picked: that is no date, not an invalid one.
    installationDate: optional(values.installationDate),
    unitInOperation: booleanOf(unitInOperation),
  };
}

/** Today as YYYY-MM-DD in the visitor's time zone: the latest day a failure can have happened. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
