import { type BackOfficePromotionList, promotionState } from '@airshop/domain/commerce/promotion-list';
import type { PromotionKind } from '@airshop/domain/commerce/promotions';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { requireBackOfficeAdmin } from '../backoffice/index.ts';
import { todayIso } from './queries.ts';

interface Row {
  code: string;
  kind: PromotionKind;
  percent: string | null;
  valid_from: string | null;
  valid_to: string | null;
  uses_per_company: number | null;
  uses: number;
  markets: { market: string; currency: string; amount: string | null; minimum: string | null }[];
  targets: { type: 'category' | 'variant'; target: string }[];
}

const STATE_ORDER = { active: 0, upcoming: 1, expired: 2 } as const;

/**
 * GET BackOffice/Promotions: every code with its terms and the orders that used it, for the back-office admin
 * (Approved) alone. Codes are reference data, a few dozen at most: the list comes whole, no paging.
 */
export async function listPromotions(ctx: RequestContext): Promise<BackOfficePromotionList> {
  requireBackOfficeAdmin(ctx);
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select p.code, p.kind, p.percent::text as percent, p.valid_from::text as valid_from,
        p.valid_to::text as valid_to, p.uses_per_company,
        (select count(*)::int from promotion_uses u where u.promotion_code = p.code) as uses,
        coalesce((select json_agg(json_build_object('market', m.market_id, 'currency', k.currency,
          'amount', m.amount::text, 'minimum', m.minimum_order::text) order by m.market_id)
          from promotion_markets m join markets k on k.id = m.market_id
          where m.promotion_code = p.code), '[]') as markets,
        coalesce((select json_agg(json_build_object('type', t.target_type, 'target', t.target)
          order by t.target_type, t.target)
          from promotion_targets t where t.promotion_code = p.code), '[]') as targets
      from promotions p order by p.code`,
  );
  const today = todayIso();
  const money = (amount: string | null) => (amount === null ? null : Number(amount));
  const items = rows.map((row) => ({
    Code: row.code,
    Kind: row.kind,
    Percent: row.percent === null ? null : Number(row.percent),
    ValidFrom: row.valid_from,
    ValidTo: row.valid_to,
    State: promotionState(row.valid_from, row.valid_to, today),
    Markets: row.markets.map((m) => ({
      MarketId: m.market,
      Currency: m.currency.trim(),
      Amount: money(m.amount),
      MinimumOrder: money(m.minimum),
    })),
    Categories: row.targets.filter((t) => t.type === 'category').map((t) => t.target),
    VariantCodes: row.targets.filter((t) => t.type === 'variant').map((t) => t.target),
    UsesPerCompany: row.uses_per_company,
    Uses: Number(row.uses),
  }));
  items.sort((a, b) => STATE_ORDER[a.State] - STATE_ORDER[b.State] || a.Code.localeCompare(b.Code));
  return { Items: items, Total: items.length };
}
