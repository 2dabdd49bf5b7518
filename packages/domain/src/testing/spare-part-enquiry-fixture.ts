import type { SparePartEnquiryInput } from '../forms/spare-part-enquiry.ts';

/**
 * A valid spare-part enquiry but for its request id and images, which each test makes its own way (the domain
 * runs without Node's Buffer, the server's tests use it). The schema's tests and the form's API tests send
 * these same details, so a change to the schema is made here once.
 */
export const SPARE_PART_ENQUIRY_DETAILS = {
  serialNumber: 'RX-2021-004512',
  productName: 'Kvistra RX 12 air handling unit',
  sparePartType: 'Motor',
  firstName: 'Anna',
  lastName: 'Lind',
  companyName: 'Nordvent AB',
  address1: 'Industrigatan 4',
  city: 'Göteborg',
  country: 'SE',
  postalCode: '411 04',
  email: 'anna.lind@nordvent.example',
  telephoneCountryCode: '+46',
  telephone: '31-123 4567',
  termsAndConditions: true,
  agreementToContacted: true,
  salesUnit: 'sv',
  marketId: 'SE',
} satisfies Partial<SparePartEnquiryInput>;
