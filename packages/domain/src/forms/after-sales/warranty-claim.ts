import { z } from 'zod';
import { SPARE_PART_TYPE_CODES } from '../spare-part-enquiry-fields.ts';
import { optionalLine, optionalText, requiredLine, requiredText } from '../text-fields.ts';
import { filesField } from '../uploaded-file.ts';
import { AFTER_SALES_FORMS } from './after-sales-forms.ts';
import { contactFields } from './contact-fields.ts';

/*
 * Warranty claim (Form/SendWarrantyClaimForm; the spec does not show its fields, ADR 0076): a unit failed within
 * its warranty. The service team decides a claim from the unit (serial number, order), when it was installed and
 * when it failed, which part failed (the spare-part types of spec §3), what happened and what was done, whether
 * the unit still runs, photos of the fault and, when the unit was bought through a reseller, the proof of
 * purchase.
 */

export const WARRANTY_CLAIM_LIMITS = {
  serialNumber: 100,
  productName: 200,
  orderNumber: 100,
  faultDescription: 2000,
  actionsTaken: 2000,
} as const;
const L = WARRANTY_CLAIM_LIMITS;

const FILES = AFTER_SALES_FORMS['warranty-claim'].files;

export const warrantyClaimSchema = z
  .object({
    requestId: z.uuid(),
    serialNumber: requiredLine(L.serialNumber),
    productName: optionalLine(L.productName),
    orderNumber: optionalLine(L.orderNumber),
    installationDate: z.iso.date().optional(),
    failureDate: z.iso.date(),
    faultyComponent: z.enum(SPARE_PART_TYPE_CODES),
    faultDescription: requiredText(L.faultDescription),
    actionsTaken: optionalText(L.actionsTaken),
    unitInOperation: z.boolean(),
    faultPhotos: filesField(FILES.faultPhotos),
    proofOfPurchase: filesField(FILES.proofOfPurchase),
    ...contactFields,
  })
  .refine((claim) => !claim.installationDate || claim.installationDate <= claim.failureDate, {
    path: ['failureDate'],
    message: 'the failure cannot be before the installation',
    params: { reason: 'failureBeforeInstallation' },
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .meta({ id: 'WarrantyClaimForm' });

export type WarrantyClaim = z.infer<typeof warrantyClaimSchema>;
export type WarrantyClaimInput = z.input<typeof warrantyClaimSchema>;
