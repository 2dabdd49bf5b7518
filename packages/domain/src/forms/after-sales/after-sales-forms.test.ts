import { describe, expect, it } from 'vitest';
import { MIB } from '../upload-files.ts';
import { AFTER_SALES_FORMS } from './after-sales-forms.ts';
import { CONTACT_LIMITS } from './contact-fields.ts';
import { DISCREPANCY_REPORT_LIMITS, discrepancyReportSchema } from './discrepancy-report.ts';
import { RETROFIT_FANS_LIMITS, retrofitFansSchema } from './retrofit-fans.ts';
import {
  SERVICE_REQUEST_LIMITS,
  SERVICE_REQUEST_MAX_MEASURE_POINT_ROWS,
  SERVICE_REQUEST_MAX_OPERATING_TIME_ROWS,
  serviceRequestSchema,
} from './service-request.ts';
import { WARRANTY_CLAIM_LIMITS, warrantyClaimSchema } from './warranty-claim.ts';

/*
 * Every limit of the four after-sales forms at n and n + 1 (spec §5, issue 19 point 4), and their file rules:
 * required, count, bytes together, type.
 */

const REQUEST_ID = '0b7f4f0e-3c1a-4d2e-9a57-1f6c2b9d8e41';
const pdf = (size = 1000, name = 'note.pdf') => ({ name, size, type: 'application/pdf' });
const jpeg = (size = 1000) => ({ name: 'label.jpg', size, type: 'image/jpeg' });

const contact = {
  companyName: 'Kvistra Ventilation AB',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  email: 'anna@kvistra.example',
  telephoneCountryCode: '+46',
  telephone: '070-123 4567',
  address1: 'Industrivägen 12',
  city: 'Växjö',
  postalCode: '352 46',
  country: 'SE',
  termsAndConditions: true,
  agreementToContacted: true,
  salesUnit: 'sv',
};

const discrepancy = {
  requestId: REQUEST_ID,
  Description: 'Two filter sections crushed.',
  IssueDocumentation: [pdf()],
  NumberOfUnitsAffected: 2,
  IssueIsSafetyRelated: false,
  PictureOfUnitLabel: [],
  HighVolumeIssue: false,
  OrderNumberSales: 'SO-1',
  CompanyName: 'Kvistra',
  FGContactEmail: 'erik@nordvent.example',
  Email: 'anna@kvistra.example',
  TelephoneCountryCode: '+46',
  Telephone: '070-123 4567',
  AddressLine1: 'Industrivägen 12',
  City: 'Växjö',
  PostalCode: '352 46',
  Country: 'SE',
  TermsAndConditionAgreementText: 'Terms',
  TermsAndConditionsAcceptance: true,
  AgreementToBeContacted: true,
  SalesUnit: 'sv',
};
const section = { width: '1200', lenght: '2400', height: '900' };
const service = {
  requestId: REQUEST_ID,
  client: 'Kvarnen',
  contactPerson: 'Jonas Berg',
  telephoneCode: '+49',
  telephone: '030 1234 5678',
  email: 'jonas@kvarnen.example',
  country: 'DE',
  system: {},
  supply: section,
  exhaust: section,
  attachment: [],
  operatingTime: [],
  measurePoint: [],
  salesUnit: 'de',
};
const retrofit = {
  requestId: REQUEST_ID,
  serialNumber: 'TX-2009-1201',
  currentFanType: 'ac-belt',
  numberOfFans: 2,
  supplyVoltage: '400V-3ph',
  photos: [],
  ...contact,
};
const warranty = {
  requestId: REQUEST_ID,
  serialNumber: 'RX-2024-000311',
  failureDate: '2025-11-20',
  faultyComponent: 'Motor',
  faultDescription: 'The motor stopped.',
  unitInOperation: false,
  faultPhotos: [jpeg()],
  proofOfPurchase: [],
  ...contact,
};

type Schema = {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; params?: unknown }[] };
  };
};

function reasons(schema: Schema, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return (result.error?.issues ?? []).map((issue) => issue.path.map(String).join('.'));
}

/** Sets `path` (a.b) in a copy of `base`. */
function withValue(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const key = head as string;
  if (rest.length === 0) return { ...base, [key]: value };
  return { ...base, [key]: withValue(base[key] as Record<string, unknown>, rest.join('.'), value) };
}

function expectLimit(schema: Schema, base: Record<string, unknown>, path: string, max: number) {
  expect(reasons(schema, withValue(base, path, 'a'.repeat(max))), `${path} at ${max}`).toEqual([]);
  expect(reasons(schema, withValue(base, path, 'a'.repeat(max + 1))), `${path} at ${max + 1}`).toEqual([
    path,
  ]);
}

describe('the base forms are valid', () => {
  it.each([
    ['discrepancy report', discrepancyReportSchema, discrepancy],
    ['service request', serviceRequestSchema, service],
    ['retrofit fans', retrofitFansSchema, retrofit],
    ['warranty claim', warrantyClaimSchema, warranty],
  ] as const)('%s', (_name, schema, value) => {
    expect(reasons(schema, value)).toEqual([]);
  });
});

describe('discrepancy report (spec §5)', () => {
  const L = DISCREPANCY_REPORT_LIMITS;
  it.each(
    (
      [
        'Description',
        'ProductType',
        'SerialNumber',
        'BuildingProjectName',
        'OrderNumberSales',
        'CompanyName',
        'FirstName',
        'LastName',
        'AddressLine1',
        'AddressLine2',
        'City',
        'PostalCode',
        'TermsAndConditionAgreementText',
      ] as const
    ).map((field) => [field, L[field]] as const),
  )('%s takes %i characters, not one more', (field, max) => {
    expectLimit(discrepancyReportSchema, discrepancy, field, max);
  });

  it('takes e-mail addresses of 100 characters, not 101', () => {
    for (const field of ['Email', 'FGContactEmail']) {
      const at100 = `${'a'.repeat(100 - '@kvistra.se'.length)}@kvistra.se`;
      expect(reasons(discrepancyReportSchema, { ...discrepancy, [field]: at100 })).toEqual([]);
      expect(reasons(discrepancyReportSchema, { ...discrepancy, [field]: `a${at100}` })).toEqual([field]);
    }
  });

  it('takes a telephone number of 100 characters, not 101', () => {
    const at100 = `${'1'.repeat(96)} 234`;
    expect(at100).toHaveLength(100);
    expect(reasons(discrepancyReportSchema, { ...discrepancy, Telephone: at100 })).toEqual([]);
    expect(reasons(discrepancyReportSchema, { ...discrepancy, Telephone: `1${at100}` })).toEqual([
      'Telephone',
    ]);
  });

  it('counts units from 0 to 2147483647, whole numbers only', () => {
    for (const ok of [0, 2_147_483_647]) {
      expect(reasons(discrepancyReportSchema, { ...discrepancy, NumberOfUnitsAffected: ok })).toEqual([]);
    }
    for (const bad of [-1, 2_147_483_648, 1.5]) {
      expect(reasons(discrepancyReportSchema, { ...discrepancy, NumberOfUnitsAffected: bad })).toEqual([
        'NumberOfUnitsAffected',
      ]);
    }
  });

  it('needs both acceptance flags, and the required fields', () => {
    expect(
      reasons(discrepancyReportSchema, {
        ...discrepancy,
        TermsAndConditionsAcceptance: false,
        AgreementToBeContacted: false,
        Description: '',
      }),
    ).toEqual(['Description', 'TermsAndConditionsAcceptance', 'AgreementToBeContacted']);
    const { SalesUnit: _, IssueIsSafetyRelated: __, ...without } = discrepancy;
    expect(reasons(discrepancyReportSchema, without)).toEqual(['IssueIsSafetyRelated', 'SalesUnit']);
  });

  it('needs documentation: up to 10 files, 32 MB together, of the upload types', () => {
    const rule = AFTER_SALES_FORMS['discrepancy-report'].files.IssueDocumentation;
    expect(rule.maxBytes).toBe(32 * MIB);
    const check = (files: unknown[]) =>
      reasons(discrepancyReportSchema, { ...discrepancy, IssueDocumentation: files });
    expect(check([])).toEqual(['IssueDocumentation']);
    expect(check([pdf(32 * MIB)])).toEqual([]);
    expect(check([pdf(32 * MIB + 1)])).toEqual(['IssueDocumentation']);
    expect(check([pdf(16 * MIB), pdf(16 * MIB + 1)])).toEqual(['IssueDocumentation']);
    expect(check(Array.from({ length: 10 }, () => pdf()))).toEqual([]);
    expect(check(Array.from({ length: 11 }, () => pdf()))).toEqual(['IssueDocumentation']);
    expect(check([{ name: 'a.exe', size: 10, type: 'application/x-msdownload' }])).toEqual([
      'IssueDocumentation',
    ]);
  });

  it('takes one label picture of up to 10 MB, images only', () => {
    const check = (files: unknown[]) =>
      reasons(discrepancyReportSchema, { ...discrepancy, PictureOfUnitLabel: files });
    expect(check([jpeg(10 * MIB)])).toEqual([]);
    expect(check([jpeg(10 * MIB + 1)])).toEqual(['PictureOfUnitLabel']);
    expect(check([jpeg(), jpeg()])).toEqual(['PictureOfUnitLabel']);
    expect(check([pdf()])).toEqual(['PictureOfUnitLabel']);
  });

  it('names the message of each file refusal', () => {
    const result = discrepancyReportSchema.safeParse({ ...discrepancy, IssueDocumentation: [pdf(33 * MIB)] });
    const issue = result.error?.issues[0] as { params?: unknown } | undefined;
    expect(issue?.params).toMatchObject({ reason: 'fileSize', maxBytes: 32 * MIB });
  });
});

describe('service request (spec §5)', () => {
  const L = SERVICE_REQUEST_LIMITS;
  it.each([
    ['client', L.client],
    ['contactPerson', L.contactPerson],
    ['city', L.city],
    ['electricityPrice', L.electricityPrice],
    ['description', L.description],
    ['system.systemName', L.systemName],
    ['system.unitModel', L.unitModel],
    ['system.serialNumber', L.serialNumber],
    ['system.yearOfManufacture', L.yearOfManufacture],
    ['system.location', L.location],
    ['system.controlSystem', L.controlSystem],
    ['supply.width', L.measure],
    ['supply.lenght', L.measure],
    ['supply.height', L.measure],
    ['supply.airflow', L.measure],
    ['exhaust.width', L.measure],
    ['exhaust.lenght', L.measure],
    ['exhaust.height', L.measure],
    ['exhaust.pressure', L.measure],
  ] as const)('%s takes %i characters, not one more', (path, max) => {
    expectLimit(serviceRequestSchema, service, path, max);
  });

  it('needs width, length and height of both sections', () => {
    expect(reasons(serviceRequestSchema, withValue(service, 'supply.lenght', ''))).toEqual(['supply.lenght']);
    expect(reasons(serviceRequestSchema, withValue(service, 'exhaust.height', ''))).toEqual([
      'exhaust.height',
    ]);
  });

  it('takes a telephone number of 30 characters with the phone pattern, not 31', () => {
    const at30 = `${'1'.repeat(26)} 234`;
    expect(reasons(serviceRequestSchema, { ...service, telephone: at30 })).toEqual([]);
    expect(reasons(serviceRequestSchema, { ...service, telephone: `1${at30}` })).toEqual(['telephone']);
    expect(reasons(serviceRequestSchema, { ...service, telephone: 'call me' })).toEqual(['telephone']);
  });

  it('takes up to the row limits', () => {
    const time = { days: 'Mon', from: '06:00', to: '18:00' };
    const point = { name: 'Duct' };
    const rows = (row: object, n: number) => Array.from({ length: n }, () => row);
    const max1 = SERVICE_REQUEST_MAX_OPERATING_TIME_ROWS;
    const max2 = SERVICE_REQUEST_MAX_MEASURE_POINT_ROWS;
    expect(reasons(serviceRequestSchema, { ...service, operatingTime: rows(time, max1) })).toEqual([]);
    expect(reasons(serviceRequestSchema, { ...service, operatingTime: rows(time, max1 + 1) })).toEqual([
      'operatingTime',
    ]);
    expect(reasons(serviceRequestSchema, { ...service, measurePoint: rows(point, max2) })).toEqual([]);
    expect(reasons(serviceRequestSchema, { ...service, measurePoint: rows(point, max2 + 1) })).toEqual([
      'measurePoint',
    ]);
  });

  it('takes one attachment of up to 32 MB', () => {
    const check = (files: unknown[]) => reasons(serviceRequestSchema, { ...service, attachment: files });
    expect(check([pdf(32 * MIB)])).toEqual([]);
    expect(check([pdf(32 * MIB + 1)])).toEqual(['attachment']);
    expect(check([pdf(), pdf()])).toEqual(['attachment']);
  });
});

describe('retrofit fans and warranty claim', () => {
  it.each(
    (['companyName', 'firstName', 'lastName', 'address1', 'address2', 'city', 'postalCode'] as const).map(
      (field) => [field, CONTACT_LIMITS[field]] as const,
    ),
  )('the contact’s %s takes %i characters, not one more', (field, max) => {
    expectLimit(retrofitFansSchema, retrofit, field, max);
    expectLimit(warrantyClaimSchema, warranty, field, max);
  });

  it('retrofit limits', () => {
    const L = RETROFIT_FANS_LIMITS;
    expectLimit(retrofitFansSchema, retrofit, 'serialNumber', L.serialNumber);
    expectLimit(retrofitFansSchema, retrofit, 'unitModel', L.unitModel);
    expectLimit(retrofitFansSchema, retrofit, 'description', L.description);
    expect(reasons(retrofitFansSchema, { ...retrofit, numberOfFans: L.maxFans })).toEqual([]);
    expect(reasons(retrofitFansSchema, { ...retrofit, numberOfFans: L.maxFans + 1 })).toEqual([
      'numberOfFans',
    ]);
    expect(reasons(retrofitFansSchema, { ...retrofit, supplyAirflow: L.maxAirflow + 1 })).toEqual([
      'supplyAirflow',
    ]);
    expect(reasons(retrofitFansSchema, { ...retrofit, externalPressure: L.maxPressure })).toEqual([]);
    expect(reasons(retrofitFansSchema, { ...retrofit, externalPressure: L.maxPressure + 1 })).toEqual([
      'externalPressure',
    ]);
    const photos = (n: number) => Array.from({ length: n }, () => jpeg());
    expect(reasons(retrofitFansSchema, { ...retrofit, photos: photos(10) })).toEqual([]);
    expect(reasons(retrofitFansSchema, { ...retrofit, photos: photos(11) })).toEqual(['photos']);
  });

  it('warranty limits and rules', () => {
    const L = WARRANTY_CLAIM_LIMITS;
    expectLimit(warrantyClaimSchema, warranty, 'faultDescription', L.faultDescription);
    expectLimit(warrantyClaimSchema, warranty, 'actionsTaken', L.actionsTaken);
    expectLimit(warrantyClaimSchema, warranty, 'orderNumber', L.orderNumber);
    expect(reasons(warrantyClaimSchema, { ...warranty, faultPhotos: [] })).toEqual(['faultPhotos']);
    expect(reasons(warrantyClaimSchema, { ...warranty, proofOfPurchase: [pdf(10 * MIB)] })).toEqual([]);
    expect(reasons(warrantyClaimSchema, { ...warranty, proofOfPurchase: [pdf(10 * MIB + 1)] })).toEqual([
      'proofOfPurchase',
    ]);
    expect(reasons(warrantyClaimSchema, { ...warranty, installationDate: '2025-11-21' })).toEqual([
      'failureDate',
    ]);
  });
});
