import { shippingFeeCents } from '@airshop/domain/commerce/cart-deliveries';
import { amountInCents } from '@airshop/domain/commerce/price-math';
import type { ProjectOverview } from '@airshop/domain/commerce/projects';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import {
  netOfLinesColumn,
  type ShippingFeeRow,
  shippingFeeColumn,
  shippingFeeOf,
} from '../commerce/index.ts';
import { requireCompanyBuyer } from './access.ts';

/*
 * GET portal/Projects/Overview (issue 17 point 1, ADR 0067): the company's projects for the project list, in one
 * statement: each with its item count and the net of its items at today's prices of its market, to which the
 * market's shipping fee is added as the detail adds it, so the list and the detail show one total net.
 */

interface OverviewRow {
  id: number;
  name: string;
  leader: string | null;
  modified_at: string | Date;
  currency: string;
  item_count: number;
  net: string | null;
  shipping_fee: ShippingFeeRow | null;
}

export async function getProjectOverview(ctx: RequestContext): Promise<ProjectOverview> {
  const { companyId } = await requireCompanyBuyer(ctx);
  const rows = await queryRows<OverviewRow>(
    ctx.db,
    sql`select p.id, p.name, p.leader, p.modified_at, m.currency,
        (select count(*)::int from project_items i where i.project_id = p.id) as item_count,
        ${netOfLinesColumn(
          sql`select i.variant_id, i.quantity from project_items i where i.project_id = p.id`,
          sql`p.market_id`,
        )} as net,
        ${shippingFeeColumn(sql`p.market_id`)} as shipping_fee
      from projects p join markets m on m.id = p.market_id
      where p.company_id = ${companyId}
      order by p.modified_at desc, p.id desc`,
  );
  return rows.map((row) => {
    const net = row.net === null ? 0 : amountInCents(row.net);
    const fee = shippingFeeCents(shippingFeeOf(row.shipping_fee), net);
    return {
      Id: Number(row.id),
      Name: row.name,
      Leader: row.leader,
      ItemCount: Number(row.item_count),
      TotalNet: { Amount: (net + fee) / 100, Currency: row.currency },
      Modified: new Date(row.modified_at).toISOString(),
    };
  });
}
