import type { SparePartEnquiryBody } from '@airshop/domain/forms/spare-part-enquiry';
import { countryByCode } from '@airshop/domain/i18n/countries';

/** The mail names the images as attachments; it reads the other fields only. */
type EnquiryFields = Omit<SparePartEnquiryBody, 'primaryProductImage' | 'secondaryProductImage'>;

import type { SparePartTypeCode } from '@airshop/domain/forms/spare-part-enquiry-fields';

/** The spec's names of the spare-part types (§3), as the back office reads them. */
export const SPARE_PART_TYPE_NAMES: Record<SparePartTypeCode, string> = {
  UniqueComponent: 'Unique component',
  Motor: 'Motor',
  Fan: 'Fan',
  Filter: 'Filter',
  Damper: 'Damper',
  HeatingCoilCA: 'Heating coil (CA)',
  HeatingCoilSteel: 'Heating coil (steel)',
  CoolingCoilCA: 'Cooling coil (CA)',
  CoolingCoilSteel: 'Cooling coil (steel)',
  RotaryHE: 'Rotary HE',
  PlateHE: 'Plate HE',
  LiquidCoupledHE: 'Liquid coupled HE',
  Cooler: 'Cooler',
  Humidifier: 'Humidifier',
  Chiller: 'Chiller',
  Controls: 'Controls',
  NormPart: 'Norm part',
  ValveActuator: 'Valve/actuator',
  Other: 'Other',
};

/**
 * The subject: the serial number and the company, so the back office can sort its inbox. Both are one-line
 * fields (the schema refuses line breaks), and enqueueMail checks the subject again.
 */
export function enquirySubject(body: EnquiryFields): string {
  return `Spare-part enquiry ${body.serialNumber} – ${body.companyName}`;
}

/**
 * The back office's mail of one enquiry, in English like the other back-office mails: every field of the form,
 * and the images as attachments. The enquiry's id finds the stored record.
 */
export function enquiryMailText(
  body: EnquiryFields,
  { enquiryId, images }: { enquiryId: string; images: readonly string[] },
): string {
  const type =
    body.sparePartType === 'Other'
      ? `Other: ${body.sparePartTypeOther ?? ''}`
      : SPARE_PART_TYPE_NAMES[body.sparePartType];
  const country = countryByCode(body.country);
  const row = (label: string, value: string | undefined) => `${label}: ${value?.trim() ? value : '–'}`;
  return [
    'A spare-part enquiry was sent from the product site.',
    '',
    'PRODUCT',
    row('Serial number', body.serialNumber),
    row('Product name', body.productName),
    row('Spare-part type', type),
    row('Spare-part serial number', body.sparePartSerialNumber),
    row('Spare-part product code', body.sparePartProductCode),
    row('Supporting notes', body.supportingNotes),
    row('Images', images.length ? images.join(', ') : undefined),
    '',
    'CONTACT',
    row('Name', `${body.firstName} ${body.lastName}`),
    row('Company', body.companyName),
    row('Address', body.address1),
    row('Address line 2', body.address2),
    row('Postal code and city', `${body.postalCode} ${body.city}`),
    row('Country', country ? `${country.countryName} (${country.countryCode})` : body.country),
    row('E-mail', body.email),
    row('Telephone', `${body.telephoneCountryCode} ${body.telephone}`),
    '',
    'CONSENT',
    'Terms and conditions: accepted',
    'May be contacted about the enquiry: yes',
    '',
    row('Language', body.salesUnit),
    row('Market', body.marketId),
    row('Answer in US English', body.useUsTranslation ? 'yes' : 'no'),
    row('Copy to the marketing CRM', body.skipHubspot ? 'no' : 'yes'),
    row('Enquiry id', enquiryId),
    row('Request id', body.requestId),
  ].join('\n');
}
