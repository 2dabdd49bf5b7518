import { z } from 'zod';
import { optionalLine, optionalText, requiredLine } from '../text-fields.ts';
import { filesField } from '../uploaded-file.ts';
import { AFTER_SALES_FORMS } from './after-sales-forms.ts';
import { contactFields } from './contact-fields.ts';

/*
 * Retrofit fans (Form/SendRetrofitFansForm; the spec does not show its fields, ADR 0076): an owner of an older
 * unit asks for an offer to replace its fans with EC fans. The service team prices a retrofit from the unit
 * (serial number, model, year), the fans in it now, the airflows and pressure it must keep, the site's supply
 * voltage, photos of the fans' rating plates and when the work may be done.
 */

export const CURRENT_FAN_TYPES = ['ac-belt', 'ac-direct', 'ec', 'unknown'] as const;
export const SUPPLY_VOLTAGES = ['230V-1ph', '400V-3ph', 'other', 'unknown'] as const;

export const RETROFIT_FANS_LIMITS = {
  serialNumber: 100,
  unitModel: 200,
  yearOfManufacture: 4,
  description: 2000,
  maxFans: 20,
  maxAirflow: 1_000_000,
  maxPressure: 10_000,
} as const;
const L = RETROFIT_FANS_LIMITS;

const FILES = AFTER_SALES_FORMS['retrofit-fans'].files;

export const retrofitFansSchema = z
  .object({
    requestId: z.uuid(),
    serialNumber: requiredLine(L.serialNumber),
    unitModel: optionalLine(L.unitModel),
    /** Four digits, such as 2009. */
    yearOfManufacture: z
      .union([z.literal(''), z.string().regex(/^(19|20)\d\d$/, 'a year such as 2009')])
      .optional(),
    currentFanType: z.enum(CURRENT_FAN_TYPES),
    numberOfFans: z.number().int().min(1).max(L.maxFans),
    /** m³/h the unit must keep; empty when unknown. */
    supplyAirflow: z.number().int().min(0).max(L.maxAirflow).optional(),
    exhaustAirflow: z.number().int().min(0).max(L.maxAirflow).optional(),
    /** Pa. */
    externalPressure: z.number().int().min(0).max(L.maxPressure).optional(),
    supplyVoltage: z.enum(SUPPLY_VOLTAGES),
    /** The earliest day the work may be done. */
    wishedDate: z.iso.date().optional(),
    description: optionalText(L.description),
    photos: filesField(FILES.photos),
    ...contactFields,
  })
  .meta({ id: 'RetrofitFansForm' });

export type RetrofitFans = z.infer<typeof retrofitFansSchema>;
export type RetrofitFansInput = z.input<typeof retrofitFansSchema>;
