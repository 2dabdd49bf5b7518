import { randomUUID } from 'node:crypto';

/*
 * Bodies of the four after-sales forms for tests (and the bench): the JSON part and files whose first bytes are
 * the type they claim, as a browser's FormData is sent.
 */

export const PDF_HEAD = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
export const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const HEIC_HEAD = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0]);

/** A file of `bytes` bytes starting with `head` (a PDF unless said otherwise). */
export function fileOf(bytes: number, head: Buffer = PDF_HEAD): Buffer {
  const data = Buffer.alloc(bytes, 0x20);
  head.copy(data, 0, 0, Math.min(head.length, bytes));
  return data;
}

export interface Part {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

export const BOUNDARY = '----airshopTestBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body: the `body` part (JSON), then the files. */
export function multipartBody(body: unknown, files: readonly Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  chunks.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${text}\r\n`, 'utf8'),
  );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        'utf8',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const contact = {
  companyName: 'Kvistra Ventilation AB',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  email: 'anna.lindqvist@kvistra.example',
  telephoneCountryCode: '+46',
  telephone: '070-123 4567',
  address1: 'Industrivägen 12',
  address2: '',
  city: 'Växjö',
  postalCode: '352 46',
  country: 'SE',
  termsAndConditions: true,
  agreementToContacted: true,
  salesUnit: 'sv',
};

export function discrepancyReport(overrides: Record<string, unknown> = {}) {
  return {
    requestId: randomUUID(),
    Description: 'Two of the twelve filter sections arrived crushed.\nThe pallet was broken.',
    NumberOfUnitsAffected: 2,
    IssueIsSafetyRelated: false,
    ProductType: 'Filter section',
    SerialNumber: 'RX-2021-004512',
    HighVolumeIssue: false,
    BuildingProjectName: 'Kv. Linnéan',
    OrderNumberSales: 'SO-778812',
    CompanyName: 'Kvistra Ventilation AB',
    FGContactEmail: 'erik.sales@nordvent.example',
    Email: 'anna.lindqvist@kvistra.example',
    FirstName: 'Anna',
    LastName: 'Lindqvist',
    TelephoneCountryCode: '+46',
    Telephone: '070-123 4567',
    AddressLine1: 'Industrivägen 12',
    AddressLine2: '',
    City: 'Växjö',
    PostalCode: '352 46',
    Country: 'SE',
    TermsAndConditionAgreementText: 'I accept the terms and conditions of sale.',
    TermsAndConditionsAcceptance: true,
    AgreementToBeContacted: true,
    SalesUnit: 'sv',
    ...overrides,
  };
}

export function serviceRequest(overrides: Record<string, unknown> = {}) {
  return {
    requestId: randomUUID(),
    client: 'Bostads AB Kvarnen',
    contactPerson: 'Jonas Berg',
    telephoneCode: '+49',
    telephone: '030 1234 5678',
    email: 'jonas.berg@kvarnen.example',
    country: 'DE',
    city: 'Berlin',
    system: { systemName: 'LA01', unitModel: 'Topvex TR12', serialNumber: 'TX-2015-8812', location: 'Roof' },
    supply: { airflow: '4200', pressure: '250', width: '1200', lenght: '2400', height: '900' },
    exhaust: { airflow: '4000', pressure: '230', width: '1200', lenght: '2400', height: '900' },
    electricityPrice: '0.32',
    operatingTime: [{ days: 'Mon–Fri', from: '06:00', to: '18:00', airflowPercent: '80' }],
    measurePoint: [{ name: 'Supply duct', airflow: '4150', pressure: '245', temperature: '19' }],
    description: 'Yearly service and an energy check.',
    salesUnit: 'de',
    ...overrides,
  };
}

export function retrofitFans(overrides: Record<string, unknown> = {}) {
  return {
    requestId: randomUUID(),
    serialNumber: 'TX-2009-1201',
    unitModel: 'Topvex SR09',
    yearOfManufacture: '2009',
    currentFanType: 'ac-belt',
    numberOfFans: 2,
    supplyAirflow: 3200,
    supplyVoltage: '400V-3ph',
    description: 'Belt-driven fans to be replaced by EC fans.',
    ...contact,
    salesUnit: 'fi',
    ...overrides,
  };
}

export function warrantyClaim(overrides: Record<string, unknown> = {}) {
  return {
    requestId: randomUUID(),
    serialNumber: 'RX-2024-000311',
    productName: 'RX 08 rotary unit',
    installationDate: '2024-05-02',
    failureDate: '2025-11-20',
    faultyComponent: 'Motor',
    faultDescription: 'The rotor motor stopped; the controller shows alarm 12.',
    unitInOperation: false,
    ...contact,
    salesUnit: 'hu',
    ...overrides,
  };
}
