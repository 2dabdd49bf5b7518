import { shippingFeeCents } from '@airshop/domain/commerce/cart-deliveries';
import { commerceTotals, projectTotal } from '@airshop/domain/commerce/commerce-totals';
import { deliveryDate } from '@airshop/domain/commerce/delivery-date';
import { discountPercentage } from '@airshop/domain/commerce/price-math';
import type { Money } from '@airshop/domain/commerce/product-price';
import type { ProjectDetail, ProjectItem } from '@airshop/domain/commerce/projects';
import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { lineLinks, lineName, serverToday } from '../cart/index.ts';
import { marketShippingFee, type OfferRow, offerColumns, offerJoins, offerOf } from '../commerce/index.ts';
import { findProject, requireCompanyBuyer } from './access.ts';

/*
 * GET portal/Projects/{id}/Detail (shop.md §3 "Project", "Project item", "Project total"; ADR 0067): the items
 * with today's offer of the project's market read by the commerce home's pieces, exactly as the cart reads its
 * lines (list and net price, lead times, state), named and linked as the cart names them, and the totals of the
 * one computation with the market's shipping fee. Only a buyer gets here (requireBuyer), so prices never reach
 * anyone else.
 */

interface ItemRow extends OfferRow {
  id: number;
  variant_id: number;
  code: string;
  lvi_number: string | null;
  name: LocalizedText;
  attribute_values: LocalizedText[];
  intro: LocalizedText | null;
  image_key: string | null;
  route_path: string;
  route_segment: string;
  quantity: number;
  selected_quantity: number;
  note: string | null;
}

export async function getProjectDetail(ctx: RequestContext, id: number): Promise<ProjectDetail> {
  const buyer = await requireCompanyBuyer(ctx);
  const project = await findProject(ctx, buyer.companyId, id);
  const rows = await queryRows<ItemRow>(
    ctx.db,
    sql`select i.id, i.variant_id, v.code, v.lvi_number, p.name, v.attribute_values, p.intro,
        p.images -> 0 ->> 'key' as image_key, p.route_path, k.route_segment, i.quantity, i.selected_quantity,
        i.note, ${offerColumns()}
      from project_items i
      join variants v on v.id = i.variant_id
      join products p on p.id = v.product_id
      join catalogs k on k.id = p.catalog_id
      ${offerJoins(project.marketId)}
      where i.project_id = ${id}
      order by i.id`,
  );
  const currency = project.currency;
  const money = (cents: number | null): Money | null =>
    cents === null ? null : { Amount: cents / 100, Currency: currency };
  const today = serverToday();
  const lines = rows.map((row) => {
    const offer = offerOf(row);
    const quantity = Number(row.quantity);
    const item: ProjectItem = {
      LineItemId: Number(row.id),
      ProjectId: id,
      Code: row.code,
      LviNumber: row.lvi_number?.trim() || null,
      DisplayName: lineName(row, ctx.locale),
      Description: row.intro ? localizedText(row.intro, ctx.locale) || null : null,
      ...lineLinks(row, ctx.locale),
      Quantity: quantity,
      SelectedQuantity: Number(row.selected_quantity),
      Note: row.note,
      Price: money(offer.grossCents),
      DiscountPercentage: discountPercentage(offer.grossCents, offer.netCents),
      DiscountedPrice: money(offer.netCents),
      LineTotal: money(offer.netCents === null ? null : offer.netCents * quantity),
      DeliveryDate: deliveryDate(today, offer.deliveryBands, quantity),
      Orderable: offer.shoppable && !offer.discontinued && offer.priced,
    };
    return { item, unitCents: offer.netCents, quantity, taxRate: offer.taxRate };
  });
  const subTotalCents = lines.reduce((sum, line) => sum + (line.unitCents ?? 0) * line.quantity, 0);
  const rule = await marketShippingFee(ctx, project.marketId);
  const totals = commerceTotals(lines, currency, {
    shippingFee: { cents: shippingFeeCents(rule, subTotalCents), taxRate: rule?.taxRate ?? 0 },
  });
  return {
    Id: id,
    Name: project.name,
    Leader: project.leader,
    Notes: project.notes,
    Modified: project.modified,
    Currency: currency,
    Items: lines.map((line) => line.item),
    Total: projectTotal(totals),
  };
}
