import type { CustomerContact } from '@airshop/domain/account/addresses';
import {
  SERVICE_REQUEST_MAX_MEASURE_POINT_ROWS,
  SERVICE_REQUEST_MAX_OPERATING_TIME_ROWS,
  type ServiceRequest,
  type ServiceRequestInput,
  serviceRequestSchema,
} from '@airshop/domain/forms/after-sales/service-request';
import { COUNTRIES, countryByCode } from '@airshop/domain/i18n/countries';
import type { Locale } from '@airshop/domain/i18n/locales';
import { type FormErrors, formErrorsOf } from '../../forms/form-errors.ts';
import type { FormValues } from '../../forms/form-values.ts';
import type { Checked } from '../../forms/schema-check.ts';
import { type FormRow, rowFieldKey, rowsBody } from './form-rows.ts';

/*
 * What the service-request page holds (spec §3, §5; the schema in domain `service-request.ts`). The schema
 * nests its fields (system, supply and exhaust sections, rows); the form keeps them flat under dotted names
 * (`supply.width`), so each has a message of its own: the forms module names a field by the last segment of an
 * issue's path, which would make the supply's and the exhaust's width one field.
 */

type TextsOf<T> = { [K in keyof T]-?: string };
type Prefixed<Prefix extends string, T> = { [K in keyof T & string as `${Prefix}.${K}`]-?: string };

type SystemInput = ServiceRequestInput['system'];
type SectionInput = ServiceRequestInput['supply'];
type OperatingTimeInput = ServiceRequestInput['operatingTime'][number];
type MeasurePointInput = ServiceRequestInput['measurePoint'][number];

export const SYSTEM_FIELDS = [
  'systemName',
  'unitModel',
  'serialNumber',
  'yearOfManufacture',
  'location',
  'controlSystem',
] as const satisfies readonly (keyof SystemInput)[];
export const SECTION_FIELDS = [
  'airflow',
  'pressure',
  'width',
  'lenght',
  'height',
] as const satisfies readonly (keyof SectionInput)[];
export const OPERATING_TIME_FIELDS = [
  'days',
  'from',
  'to',
  'airflowPercent',
] as const satisfies readonly (keyof OperatingTimeInput)[];
export const MEASURE_POINT_FIELDS = [
  'name',
  'airflow',
  'pressure',
  'temperature',
] as const satisfies readonly (keyof MeasurePointInput)[];
export const SECTIONS = ['supply', 'exhaust'] as const;
export type Section = (typeof SECTIONS)[number];

export type OperatingTimeRow = FormRow<(typeof OPERATING_TIME_FIELDS)[number]> & TextsOf<OperatingTimeInput>;
export type MeasurePointRow = FormRow<(typeof MEASURE_POINT_FIELDS)[number]> & TextsOf<MeasurePointInput>;

export const ROW_LISTS = {
  operatingTime: { fields: OPERATING_TIME_FIELDS, max: SERVICE_REQUEST_MAX_OPERATING_TIME_ROWS },
  measurePoint: { fields: MEASURE_POINT_FIELDS, max: SERVICE_REQUEST_MAX_MEASURE_POINT_ROWS },
} as const;
export type RowList = keyof typeof ROW_LISTS;

/** The fields of one line each: the contact block, the electricity price and the description. */
export const PLAIN_FIELDS = [
  'client',
  'contactPerson',
  'telephoneCode',
  'telephone',
  'email',
  'country',
  'city',
  'electricityPrice',
  'description',
] as const;

export type ServiceRequestValues = FormValues<typeof serviceRequestSchema, (typeof PLAIN_FIELDS)[number]> &
  Prefixed<'system', SystemInput> &
  Prefixed<'supply', SectionInput> &
  Prefixed<'exhaust', SectionInput> & {
    operatingTime: readonly OperatingTimeRow[];
    measurePoint: readonly MeasurePointRow[];
    /** The picked attachment (at most one file of 32 MB, `AFTER_SALES_FORMS['service-request']`). */
    attachment: readonly File[];
  };

export type ServiceRequestTextField = Exclude<
  keyof ServiceRequestValues & string,
  'operatingTime' | 'measurePoint' | 'attachment'
>;

/** The names of the form's fields that are always there (the rows' fields come and go with the rows). */
export const SERVICE_REQUEST_FIELDS: readonly (keyof ServiceRequestValues & string)[] = [
  ...PLAIN_FIELDS,
  ...SYSTEM_FIELDS.map((field) => `system.${field}` as const),
  ...SECTIONS.flatMap((section) => SECTION_FIELDS.map((field) => `${section}.${field}` as const)),
  'operatingTime',
  'measurePoint',
  'attachment',
];

/** The fields of the rows there are now, by the rows' ids: with the fixed ones, what a submit touches. */
export function serviceRequestFields(values: ServiceRequestValues): string[] {
  return [
    ...SERVICE_REQUEST_FIELDS,
    ...rowFieldNames('operatingTime', values.operatingTime, OPERATING_TIME_FIELDS),
    ...rowFieldNames('measurePoint', values.measurePoint, MEASURE_POINT_FIELDS),
  ];
}

function rowFieldNames(list: RowList, rows: readonly { id: string }[], fields: readonly string[]): string[] {
  return rows.flatMap((row) => fields.map((field) => rowFieldKey(list, row.id, field)));
}

export interface ServiceRequestDefaults {
  /** `?serial=` of the unit page: the system's serial number. */
  serialNumber: string;
  /** The market's country, when it is on the country list, and its calling code. */
  country: string;
  telephoneCode: string;
}

export function emptyServiceRequest(defaults: ServiceRequestDefaults): ServiceRequestValues {
  const blank = <Prefix extends string, Field extends string>(prefix: Prefix, fields: readonly Field[]) =>
    Object.fromEntries(fields.map((field) => [`${prefix}.${field}`, ''])) as Record<
      `${Prefix}.${Field}`,
      string
    >;
  return {
    client: '',
    contactPerson: '',
    telephoneCode: defaults.telephoneCode,
    telephone: '',
    email: '',
    country: defaults.country,
    city: '',
    electricityPrice: '',
    description: '',
    ...blank('system', SYSTEM_FIELDS),
    'system.serialNumber': defaults.serialNumber,
    ...blank('supply', SECTION_FIELDS),
    ...blank('exhaust', SECTION_FIELDS),
    operatingTime: [],
    measurePoint: [],
    attachment: [],
  };
}

const pick = <Field extends string>(values: ServiceRequestValues, prefix: string, fields: readonly Field[]) =>
  Object.fromEntries(
    fields.map((field) => [field, values[`${prefix}.${field}` as ServiceRequestTextField]]),
  ) as Record<Field, string>;

/** The body the schema checks (and the API takes as its `body` part), built from the form's values. */
export function serviceRequestBody(
  values: ServiceRequestValues,
  fixed: { requestId: string; locale: Locale },
): ServiceRequestInput {
  return {
    requestId: fixed.requestId,
    client: values.client,
    contactPerson: values.contactPerson,
    telephoneCode: values.telephoneCode as ServiceRequestInput['telephoneCode'],
    telephone: values.telephone,
    email: values.email.trim(),
    country: values.country as ServiceRequestInput['country'],
    city: values.city,
    system: pick(values, 'system', SYSTEM_FIELDS),
    supply: pick(values, 'supply', SECTION_FIELDS),
    exhaust: pick(values, 'exhaust', SECTION_FIELDS),
    attachment: values.attachment.map((file) => ({ name: file.name, size: file.size, type: file.type })),
    electricityPrice: values.electricityPrice,
    operatingTime: rowsBody(values.operatingTime),
    measurePoint: rowsBody(values.measurePoint),
    description: values.description,
    salesUnit: fixed.locale,
  };
}

/** The form's values by the names its messages are kept under: dotted names, rows by their ids. */
function flatValues(values: ServiceRequestValues): Record<string, unknown> {
  const flat: Record<string, unknown> = { ...values };
  for (const list of ['operatingTime', 'measurePoint'] as const)
    for (const row of values[list])
      for (const [field, value] of Object.entries(row))
        if (field !== 'id') flat[rowFieldKey(list, row.id, field)] = value;
  return flat;
}

/** The form's name of the field an issue's path points at: `supply.width`, `operatingTime.row-2.from`. */
function fieldKey(path: readonly PropertyKey[], values: ServiceRequestValues): string {
  const [first, second, third] = path;
  if ((first === 'operatingTime' || first === 'measurePoint') && typeof second === 'number') {
    const row = values[first][second];
    return row && third !== undefined ? rowFieldKey(first, row.id, String(third)) : String(first);
  }
  return path.map(String).join('.');
}

/** The issues of the nested schema, each under the form's flat name of its field. */
export function serviceRequestErrors(
  issues: readonly { path: readonly PropertyKey[]; code: string }[],
  values: ServiceRequestValues,
): FormErrors {
  const named = issues.map((issue) => ({ ...issue, path: [fieldKey(issue.path, values)] }));
  return formErrorsOf(named, flatValues(values));
}

/** The service request the schema accepted, or the messages of the form's fields (ADR 0050: one check). */
export function checkServiceRequest(
  values: ServiceRequestValues,
  fixed: { requestId: string; locale: Locale },
): Checked<ServiceRequest> {
  const parsed = serviceRequestSchema.safeParse(serviceRequestBody(values, fixed));
  if (parsed.success) return { ok: true, body: parsed.data, errors: { fields: {} } };
  return { ok: false, errors: serviceRequestErrors(parsed.error.issues, values) };
}

/**
 * A signed-in buyer's own details (GET Customer/Contact) fill the contact fields that are still empty, as the
 * enquiry wizard does: the company is the client, the buyer the contact person, the shipping address the place.
 */
export function prefillServiceRequest(
  current: ServiceRequestValues,
  contact: CustomerContact,
): ServiceRequestValues {
  const address = contact.Addresses.find((a) => a.IsShipping) ?? contact.Addresses[0];
  const fill = (value: string, own: string | null | undefined) => (value.trim() ? value : (own ?? ''));
  const person = [contact.FirstName, contact.LastName].filter(Boolean).join(' ');
  const next: ServiceRequestValues = {
    ...current,
    client: fill(current.client, contact.CompanyName),
    contactPerson: fill(current.contactPerson, person),
    email: fill(current.email, contact.Email),
    city: fill(current.city, address?.City),
  };
  const phone = contact.Phone ?? address?.Phone ?? '';
  // '+46 8 123 4567' is split into its calling code and the number the field asks for.
  const code = COUNTRIES.find((c) => phone.startsWith(`${c.telephoneCode} `))?.telephoneCode;
  if (!current.telephone.trim() && phone) {
    next.telephone = code ? phone.slice(code.length + 1) : phone;
    if (code) next.telephoneCode = code;
  }
  const country = countryByCode(address?.CountryCode)?.countryCode;
  if (country && !current.country) next.country = country;
  return next;
}
