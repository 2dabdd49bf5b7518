import { AFTER_SALES_FORMS } from '@airshop/domain/forms/after-sales/after-sales-forms';
import { serviceRequestSchema } from '@airshop/domain/forms/after-sales/service-request';
import { warrantyClaimSchema } from '@airshop/domain/forms/after-sales/warranty-claim';
import { describe, expect, it } from 'vitest';
import { afterSalesErrors } from './form-messages.ts';
import { emptyRow } from './form-rows.ts';
import {
  emptyServiceRequest,
  MEASURE_POINT_FIELDS,
  OPERATING_TIME_FIELDS,
  type ServiceRequestValues,
  serviceRequestBodyOf,
  serviceRequestErrors,
} from './service-request-values.ts';
import {
  emptyWarrantyClaim,
  type WarrantyClaimValues,
  warrantyClaimBodyOf,
} from './warranty-claim-values.ts';

const REQUEST_ID = '5f0c6f4e-1c1b-4a44-9a58-2f6a2f7e8a10';
const pdf = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
const photo = new File(['jpeg'], 'fault.jpg', { type: 'image/jpeg' });

/** The check the shared hook runs: the page's body, the files, the requestId and the locale, then the schema. */
function checkServiceRequest(values: ServiceRequestValues) {
  const parsed = serviceRequestSchema.safeParse({
    ...serviceRequestBodyOf(values),
    attachment: values.attachment.map(({ name, size, type }) => ({ name, size, type })),
    requestId: REQUEST_ID,
    salesUnit: 'en',
  });
  const rules = { files: AFTER_SALES_FORMS['service-request'].files };
  return parsed.success ? null : serviceRequestErrors(parsed.error.issues, values, rules);
}

function checkWarrantyClaim(values: WarrantyClaimValues) {
  const files = (list: File[]) => list.map(({ name, size, type }) => ({ name, size, type }));
  const parsed = warrantyClaimSchema.safeParse({
    ...warrantyClaimBodyOf(values),
    faultPhotos: files(values.faultPhotos),
    proofOfPurchase: files(values.proofOfPurchase),
    requestId: REQUEST_ID,
    salesUnit: 'en',
  });
  const rules = { files: AFTER_SALES_FORMS['warranty-claim'].files };
  return parsed.success ? null : afterSalesErrors(parsed.error.issues, values, rules);
}

function filledServiceRequest(): ServiceRequestValues {
  return {
    ...emptyServiceRequest({ serialNumber: 'RX23J01231', country: 'FI', telephoneCode: '+358' }),
    client: 'Korhonen Ilmanvaihto Oy',
    contactPerson: 'Ville Korhonen',
    telephone: '40 123 4567',
    email: 'ville@installer.example',
    'supply.width': '1200',
    'supply.lenght': '2400',
    'supply.height': '900',
    'exhaust.width': '1200',
    'exhaust.lenght': '2400',
    'exhaust.height': '900',
    attachment: [pdf],
  };
}

describe('the service request’s check', () => {
  it('accepts a filled-in request with rows and an attachment', () => {
    const values = filledServiceRequest();
    values.operatingTime = [
      { ...emptyRow(OPERATING_TIME_FIELDS), days: 'Mon-Fri', from: '06:00', to: '18:00' },
    ];
    values.measurePoint = [{ ...emptyRow(MEASURE_POINT_FIELDS), name: 'Supply duct', airflow: '3600' }];
    expect(checkServiceRequest(values)).toBeNull();
  });

  it('names the supply’s and the exhaust’s size fields apart, and a row’s field by its place', () => {
    const values = { ...filledServiceRequest(), 'exhaust.height': '', 'supply.width': '12345678901' };
    values.operatingTime = [
      { ...emptyRow(OPERATING_TIME_FIELDS), days: 'Mon-Fri', from: '06:00', to: '18:00' },
      { ...emptyRow(OPERATING_TIME_FIELDS), days: 'Sat', from: '', to: '14:00' },
    ];
    const errors = checkServiceRequest(values);
    expect(errors?.fields).toEqual({
      'exhaust.height': { page: 'validation', key: 'required' },
      'supply.width': { page: 'validation', key: 'maxLength', values: { max: 10 } },
      'operatingTime.1.from': { page: 'validation', key: 'required' },
    });
    expect(errors?.form).toBeUndefined();
  });

  it('says the attachment’s rule when the file is of a type it does not take', () => {
    const values = {
      ...filledServiceRequest(),
      attachment: [new File(['x'], 'a.exe', { type: 'application/x-msdownload' })],
    };
    expect(checkServiceRequest(values)?.fields.attachment?.key).toBe('upload/fileType');
  });
});

function filledClaim(): WarrantyClaimValues {
  return {
    ...emptyWarrantyClaim({
      serialNumber: 'RX23J01231',
      productName: 'Kvistra RX 160',
      orderNumber: 'SO-104106',
      country: 'FI',
      telephoneCountryCode: '+358',
    }),
    failureDate: '2026-03-02',
    faultyComponent: 'Fan',
    faultDescription: 'The supply fan stops after a few minutes.',
    unitInOperation: 'no',
    faultPhotos: [photo],
    companyName: 'Korhonen Ilmanvaihto Oy',
    firstName: 'Ville',
    lastName: 'Korhonen',
    email: 'ville@installer.example',
    telephone: '40 123 4567',
    address1: 'Teollisuuskatu 5',
    city: 'Tampere',
    postalCode: '33100',
    termsAndConditions: true,
    agreementToContacted: true,
  };
}

describe('the warranty claim’s dates', () => {
  it('takes a failure after the installation, on the same day, or with no installation date', () => {
    expect(checkWarrantyClaim({ ...filledClaim(), installationDate: '2025-06-01' })).toBeNull();
    expect(checkWarrantyClaim({ ...filledClaim(), installationDate: '2026-03-02' })).toBeNull();
    expect(checkWarrantyClaim({ ...filledClaim(), installationDate: '' })).toBeNull();
  });

  it('refuses a failure before the installation, under the failure date, in the shared message', () => {
    const errors = checkWarrantyClaim({ ...filledClaim(), installationDate: '2026-03-03' });
    expect(errors?.fields).toEqual({
      failureDate: { page: 'validation', key: 'failureBeforeInstallation' },
    });
  });

  it('asks for a failure date and for the yes/no answer when they are left empty', () => {
    const errors = checkWarrantyClaim({ ...filledClaim(), failureDate: '', unitInOperation: '' });
    expect(errors?.fields.failureDate).toEqual({ page: 'validation', key: 'required' });
    expect(errors?.fields.unitInOperation).toEqual({ page: 'validation', key: 'required' });
  });
});
