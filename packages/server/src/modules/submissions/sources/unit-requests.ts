import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { unitOrders, unitRequests, units } from '../../../db/schema.ts';
import type { SubmissionSourceReader } from '../source.ts';

/**
 * The unit page's four requests (ADR 0073). Their market is the unit's order's market (a unit re-issued out of
 * the data, or sold on an order without one, has none). They carry no files.
 */
export const unitRequestSource: SubmissionSourceReader = {
  source: 'unit-request',
  kinds: ['sales-enquiry', 'register-warranty', 'purchase-similar-unit', 'request-service-engineer'],
  summaries: (kind) => sql`
    select r.id, r.kind, r.created_at, o.market_id,
      r.first_name || ' ' || r.last_name as name, r.email, r.company_name, r.serial_number,
      null::text as reference, 0 as file_count
    from ${unitRequests} r
    left join ${units} u on u.id = r.unit_id
    left join ${unitOrders} o on o.order_no = u.order_no
    ${kind ? sql`where r.kind = ${kind}` : sql``}`,

  async fields(db: Db, id: string) {
    const [row] = await db
      .select({ request: unitRequests, variantCode: units.variantCode, orderNo: units.orderNo })
      .from(unitRequests)
      .leftJoin(units, eq(units.id, unitRequests.unitId))
      .where(eq(unitRequests.id, id));
    if (!row) return undefined;
    const r = row.request;
    const fields: [string, string | number | null][] = [
      ['FormType', r.kind],
      ['SerialNumber', r.serialNumber],
      ['VariantCode', row.variantCode],
      ['OrderNumber', row.orderNo],
      ['FirstName', r.firstName],
      ['LastName', r.lastName],
      ['CompanyName', r.companyName],
      ['Email', r.email],
      ['Telephone', r.telephone],
      ['Date', r.wishedDate],
      ['Quantity', r.quantity],
      ['Message', r.message],
      ['Language', r.locale],
      ['RoutedTo', r.routedTo],
      ['Mailbox', r.mailbox],
    ];
    return fields
      .filter(([, value]) => value !== null && value !== '')
      .map(([Name, value]) => ({ Name, Value: String(value) }));
  },

  files: async () => [],
};
