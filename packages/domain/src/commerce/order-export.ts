import { z } from 'zod';
import { orderSchema } from './orders.ts';

/*
 * The document the ERP hand-off delivers for each placed order (issue 16 point 8, ADR 0064; docs/order-export.md,
 * whose JSON Schema docs/order-export.schema.json is generated from this): the order as agreed — the stored
 * snapshot — with its number, kind, status, placement time and the buyer's company and customer number.
 */

/** Raised only for a change a receiver could misread; added fields do not raise it. */
export const ORDER_EXPORT_SCHEMA_VERSION = 1;

export const orderExportSchema = z
  .object({
    SchemaVersion: z.literal(ORDER_EXPORT_SCHEMA_VERSION),
    /** When this document was made (ISO date-time); PlacedAt is when the order was placed. */
    ExportedAt: z.string(),
    Order: orderSchema.omit({ StatusHistory: true }),
  })
  .meta({
    id: 'OrderExport',
    title: 'Airshop order export',
    description: 'One placed order as the shop hands it to the ERP (docs/order-export.md).',
  });
export type OrderExport = z.infer<typeof orderExportSchema>;

/** docs/order-export.schema.json: the JSON Schema of the document, from the zod schema so the two cannot drift. */
export function orderExportJsonSchema(): unknown {
  return z.toJSONSchema(orderExportSchema, { target: 'draft-2020-12', io: 'output' });
}
