import { z } from 'zod';
import { COUNTRY_CODES, TELEPHONE_CODES } from '../../i18n/countries.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { emailField, optionalLine, requiredLine, requiredPhone } from '../text-fields.ts';
import { filesField } from '../uploaded-file.ts';
import { AFTER_SALES_FORMS } from './after-sales-forms.ts';

/*
 * The service request (spec §3 fields, §5 limits): a customer asks for a service visit or an energy check of an
 * air-handling system and gives what the engineer needs to prepare it: the system, the supply and exhaust
 * sections, when it runs, the electricity price and the points already measured. Field names are the spec's,
 * `lenght` included: it is the wire name the spec shows.
 */

const FILES = AFTER_SALES_FORMS['service-request'].files;

/** Spec §5: "many technical text fields 10 to 100"; the numbers are limits in characters. */
export const SERVICE_REQUEST_LIMITS = {
  client: 50,
  contactPerson: 50,
  telephone: 30,
  email: 100,
  city: 50,
  /** System data. */
  systemName: 100,
  unitModel: 100,
  serialNumber: 100,
  yearOfManufacture: 10,
  location: 100,
  controlSystem: 100,
  /** A measure of a section or a row: airflow, pressure, a dimension, a time. */
  measure: 10,
  operatingDays: 50,
  measurePointName: 100,
  electricityPrice: 10,
  description: 2000,
} as const;
const L = SERVICE_REQUEST_LIMITS;

export const SERVICE_REQUEST_MAX_OPERATING_TIME_ROWS = 14;
export const SERVICE_REQUEST_MAX_MEASURE_POINT_ROWS = 30;

const measure = () => optionalLine(L.measure);
const requiredMeasure = () => requiredLine(L.measure);

/** A supply or exhaust section: its airflow and pressure, and its size in millimetres (all three required). */
const sectionSchema = z.object({
  airflow: measure(),
  pressure: measure(),
  width: requiredMeasure(),
  lenght: requiredMeasure(),
  height: requiredMeasure(),
});

/** When the system runs: which days, from and to (HH:MM), at what share of its airflow. */
const operatingTimeRowSchema = z.object({
  days: requiredLine(L.operatingDays),
  from: requiredMeasure(),
  to: requiredMeasure(),
  airflowPercent: measure(),
});

/** A point already measured on site: where, and what was read there. */
const measurePointRowSchema = z.object({
  name: requiredLine(L.measurePointName),
  airflow: measure(),
  pressure: measure(),
  temperature: measure(),
});

export const serviceRequestSchema = z
  .object({
    requestId: z.uuid(),
    client: requiredLine(L.client),
    contactPerson: requiredLine(L.contactPerson),
    telephoneCode: z.enum(TELEPHONE_CODES),
    telephone: requiredPhone(L.telephone),
    email: emailField(L.email),
    /** ISO 3166-1 alpha-2 code of the shop's country list (spec: 50 characters). */
    country: z.enum(COUNTRY_CODES),
    city: optionalLine(L.city),
    system: z.object({
      systemName: optionalLine(L.systemName),
      unitModel: optionalLine(L.unitModel),
      serialNumber: optionalLine(L.serialNumber),
      yearOfManufacture: optionalLine(L.yearOfManufacture),
      location: optionalLine(L.location),
      controlSystem: optionalLine(L.controlSystem),
    }),
    supply: sectionSchema,
    exhaust: sectionSchema,
    attachment: filesField(FILES.attachment),
    electricityPrice: optionalLine(L.electricityPrice),
    operatingTime: z.array(operatingTimeRowSchema).max(SERVICE_REQUEST_MAX_OPERATING_TIME_ROWS),
    measurePoint: z.array(measurePointRowSchema).max(SERVICE_REQUEST_MAX_MEASURE_POINT_ROWS),
    /** What the visit is for, in the sender's words. */
    description: z.string().trim().max(L.description).optional(),
    /** The locale of the page: the confirmation mail is written in it. */
    salesUnit: z.enum(LOCALES),
  })
  .meta({ id: 'ServiceRequestForm' });

export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
