import {
  SERVICE_REQUEST_MAX_MEASURE_POINT_ROWS,
  SERVICE_REQUEST_MAX_OPERATING_TIME_ROWS,
  type ServiceRequestInput,
  type serviceRequestSchema,
} from '@airshop/domain/forms/after-sales/service-request';
import type { z } from 'zod';
import type { FormErrors } from '../../forms/form-errors.ts';
import type { FormValues } from '../../forms/form-values.ts';
import { afterSalesErrors, type MessageRules } from './form-messages.ts';
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

/** The names of the form's fields: the fixed ones and each row field of each row a list may hold. */
export const SERVICE_REQUEST_FIELDS: readonly string[] = [
  ...PLAIN_FIELDS,
  ...SYSTEM_FIELDS.map((field) => `system.${field}` as const),
  ...SECTIONS.flatMap((section) => SECTION_FIELDS.map((field) => `${section}.${field}` as const)),
  'operatingTime',
  'measurePoint',
  'attachment',
  // Every row a list may hold, by its place: a submit touches them all, and a row's messages show at once.
  ...rowFieldNames('operatingTime', SERVICE_REQUEST_MAX_OPERATING_TIME_ROWS, OPERATING_TIME_FIELDS),
  ...rowFieldNames('measurePoint', SERVICE_REQUEST_MAX_MEASURE_POINT_ROWS, MEASURE_POINT_FIELDS),
];

function rowFieldNames(list: string, max: number, fields: readonly string[]) {
  return Array.from({ length: max }, (_, index) =>
    fields.map((field) => rowFieldKey(list, index, field)),
  ).flat();
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

/**
 * The body the schema checks (and the API takes as its `body` part), built from the form's values; the shared
 * hook adds the attachment, the requestId and the locale.
 */
export function serviceRequestBodyOf(values: ServiceRequestValues) {
  return {
    client: values.client,
    contactPerson: values.contactPerson,
    telephoneCode: values.telephoneCode,
    telephone: values.telephone,
    email: values.email.trim(),
    country: values.country,
    city: values.city,
    system: pick(values, 'system', SYSTEM_FIELDS),
    supply: pick(values, 'supply', SECTION_FIELDS),
    exhaust: pick(values, 'exhaust', SECTION_FIELDS),
    electricityPrice: values.electricityPrice,
    operatingTime: rowsBody(values.operatingTime),
    measurePoint: rowsBody(values.measurePoint),
    description: values.description,
  } satisfies Omit<
    ServiceRequestInput,
    'requestId' | 'attachment' | 'salesUnit' | 'telephoneCode' | 'country'
  > &
    Pick<Record<keyof ServiceRequestInput, unknown>, 'telephoneCode' | 'country'>;
}

/** The form's values by the names its messages are kept under: dotted names, rows by their place. */
function flatValues(values: ServiceRequestValues): Record<string, unknown> {
  const flat: Record<string, unknown> = { ...values };
  for (const list of ['operatingTime', 'measurePoint'] as const)
    values[list].forEach((row, index) => {
      for (const [field, value] of Object.entries(row))
        if (field !== 'id') flat[rowFieldKey(list, index, field)] = value;
    });
  return flat;
}

/** The issues of the nested schema, each under the form's flat name of its field (`supply.width`). */
export function serviceRequestErrors(
  issues: readonly z.core.$ZodIssue[],
  values: ServiceRequestValues,
  rules: MessageRules,
): FormErrors {
  const named = issues.map((issue) => ({ ...issue, path: [issue.path.map(String).join('.')] }));
  return afterSalesErrors(named as z.core.$ZodIssue[], flatValues(values), rules);
}
