import { COMMERCE_FIELDS, type Sizing, type Variant } from '@airshop/domain/catalog/product-variant';
import { type SizingFirstView, sizingFirstView } from '@airshop/domain/catalog/sizing-first-view';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { resolveCommerceVisibility } from '../commerce/index.ts';
import { productCacheTtl } from './cache-settings.ts';
import {
  findSizingSkeleton,
  findSizingWithPrices,
  findVariantPrice,
  findVariantPrices,
  type VariantPriceRow,
} from './sizing-query.ts';
import { sqlLocale } from './sql-parts.ts';

/*
 * GET Catalog/Products/{id}/Sizing (ADR 0010). Most of a sizing is the same for every viewer: codes, attribute
 * values, notes, flags. That part (the skeleton) is cached per product and language. A viewer who may not see
 * prices gets it as it is; an approved customer gets it completed with the prices and stock read for this
 * request, one short statement, so prices and stock are never older than the request. Without a cached
 * skeleton (or when the product's variants changed since), the whole answer comes from one statement.
 */

interface SizingSkeleton {
  /** The variant ids in order: the price rows must match them. */
  ids: number[];
  /** The sizing without prices, stock and lead times, as objects (a page's first view, ADR 0080). */
  parsed: Sizing;
  /** Each variant's LeadTimes (delivery data: only in answers with prices). */
  leadTimeBands: readonly (Variant['LeadTimes'] | undefined)[];
  /** The bytes the API's answers are put together from: made when the first answer needs them. */
  bytes(): SkeletonBytes;
}

interface SkeletonBytes {
  /**
   * Each variant's JSON up to its prices, as UTF-8: its fields without the closing brace, then its LeadTimes
   * and a comma (variantHead).
   */
  withLeadTimes: Buffer[];
  /** `],"DefaultVariantCode":…}`: what follows the variants. */
  tail: Buffer;
  /** The whole answer without prices, stock and lead times, as UTF-8. */
  hidden: Buffer;
}

/*
 * Answers are bytes put together from cached bytes: a 200-variant sizing is 150 KB, and building it as a string
 * to encode it again on every request kept the garbage collector busy.
 */
const HEAD = Buffer.from('{"Variants":[');
const skeletons = new TtlCache<SizingSkeleton | null>(productCacheTtl, 2_000);

export function clearSizingCache(): void {
  skeletons.clear();
}

function withoutCommerce(variant: Variant): Variant {
  const rest: Record<string, unknown> = { ...variant };
  for (const field of COMMERCE_FIELDS) delete rest[field];
  return rest as Variant;
}

/** The skeleton of a sizing answer (with or without prices: the commerce fields are dropped). */
function toSkeleton(json: string): SizingSkeleton {
  const sizing = JSON.parse(json) as Sizing;
  const parsed = { ...sizing, Variants: sizing.Variants.map(withoutCommerce) };
  let bytes: SkeletonBytes | undefined;
  const skeleton: SizingSkeleton = {
    ids: parsed.Variants.map((v) => v.Id),
    parsed,
    leadTimeBands: sizing.Variants.map((v) => v.LeadTimes),
    bytes: () => {
      if (!bytes) {
        const { Variants: _, ...rest } = parsed;
        bytes = {
          withLeadTimes: parsed.Variants.map((_, i) => Buffer.from(variantHead(skeleton, i))),
          tail: Buffer.from(`],${JSON.stringify(rest).slice(1)}`),
          hidden: Buffer.from(JSON.stringify(parsed)),
        };
      }
      return bytes;
    },
  };
  return skeleton;
}

/** A variant's JSON up to its prices: its fields without the closing brace, its LeadTimes and a comma. */
function variantHead(skeleton: SizingSkeleton, i: number): string {
  const fields = JSON.stringify(skeleton.parsed.Variants[i]).slice(0, -1);
  return `${fields},"LeadTimes":${JSON.stringify(skeleton.leadTimeBands[i] ?? [])},`;
}

const money = (amount: string | null, currency: string | null) =>
  amount === null ? 'null' : `{"Amount":${amount},"Currency":"${currency}"}`;

/**
 * The commerce fields of a variant as JSON members, closing the variant's object. The same fields and values
 * as COMMERCE_COLUMNS in SQL (the round-trip test compares the two answers): amounts as the database writes
 * them, currencies of 3 letters, numbers and booleans from the driver.
 */
function priceMembers(r: VariantPriceRow): string {
  const unit =
    r.net === null ? 'null' : `{"Amount":${r.net},"Currency":"${r.currency}","Tax":{"Rate":${r.tax_rate}}}`;
  return (
    `"UnitPrice":${unit},"UnitGrossPrice":${money(r.gross, r.currency)},` +
    `"HasPack":${r.pack_size !== null},"PackSize":${r.pack_size ?? 'null'},` +
    `"PackDiscount":${r.pack_discount ?? 'null'},"PackPrice":${money(r.pack_price, r.currency)},` +
    `"Stock":${r.quantity ?? 'null'},"StockExpired":${r.expired === true},"StockModified":${r.modified ?? 'null'}}`
  );
}

/** The skeleton completed with the variants' prices; undefined when the variants do not match any more. */
function complete(skeleton: SizingSkeleton, rows: VariantPriceRow[]): Buffer | undefined {
  if (rows.length !== skeleton.ids.length) return undefined;
  const { withLeadTimes, tail } = skeleton.bytes();
  const members = new Array<string>(rows.length);
  let size = HEAD.length + tail.length + Math.max(rows.length - 1, 0);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as VariantPriceRow;
    if (Number(row.id) !== skeleton.ids[i]) return undefined;
    members[i] = priceMembers(row);
    size += (withLeadTimes[i] as Buffer).length + Buffer.byteLength(members[i] as string);
  }
  const out = Buffer.allocUnsafe(size);
  let at = HEAD.copy(out, 0);
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) at = out.writeUInt8(0x2c, at); // ,
    at += (withLeadTimes[i] as Buffer).copy(out, at);
    at += out.write(members[i] as string, at);
  }
  tail.copy(out, at);
  return out;
}

export async function getSizingJson(ctx: RequestContext, productId: string): Promise<Buffer | string> {
  const { visible, market } = await resolveCommerceVisibility(ctx);
  const l = sqlLocale(ctx.locale);
  const key = `${productId}\u0000${ctx.locale}`;

  if (!visible) {
    const skeleton = await skeletons.get(key, async () => {
      const json = await findSizingSkeleton(ctx.db, productId, l);
      return json === undefined ? null : toSkeleton(json);
    });
    if (!skeleton) throw new AppError('not_found', `No product ${productId}`);
    return skeleton.bytes().hidden;
  }

  // A miss reads the whole answer, which also gives the skeleton for the next requests.
  let whole: string | undefined;
  const skeleton = await skeletons.get(key, async () => {
    whole = await findSizingWithPrices(ctx.db, productId, l, market.id);
    return whole === undefined ? null : toSkeleton(whole);
  });
  if (whole !== undefined) return whole;
  if (!skeleton) throw new AppError('not_found', `No product ${productId}`);
  const completed = complete(skeleton, await findVariantPrices(ctx.db, productId, market.id));
  if (completed !== undefined) return completed;

  // The variants changed since the skeleton was made (an import): read the whole answer once more.
  skeletons.delete(key);
  const fresh = await findSizingWithPrices(ctx.db, productId, l, market.id);
  if (fresh === undefined) throw new AppError('not_found', `No product ${productId}`);
  return fresh;
}

export async function getSizing(ctx: RequestContext, productId: string): Promise<Sizing> {
  return JSON.parse(String(await getSizingJson(ctx, productId))) as Sizing;
}

/** The sizing for a server-rendered page: undefined instead of a 404 for a product that is not there. */
export async function findSizing(ctx: RequestContext, productId: string): Promise<Sizing | undefined> {
  try {
    return await getSizing(ctx, productId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
}

/**
 * The first view of a server-rendered product page (ADR 0080): the chooser drawn from the cached skeleton, and
 * for a viewer who may see them, the prices and stock of the one variant it starts with, read for this request
 * (one row, where the whole sizing reads and writes all of them). Undefined for a product that is not there.
 */
export async function findSizingFirstView(
  ctx: RequestContext,
  productId: string,
  queryCode: string | null,
): Promise<SizingFirstView | undefined> {
  const { visible, market } = await resolveCommerceVisibility(ctx);
  const key = `${productId}\u0000${ctx.locale}`;
  const skeleton = await skeletons.get(key, async () => {
    const json = await findSizingSkeleton(ctx.db, productId, sqlLocale(ctx.locale));
    return json === undefined ? null : toSkeleton(json);
  });
  if (!skeleton) return undefined;
  const view = sizingFirstView(skeleton.parsed, queryCode);
  if (!visible || !view.Selected) return view;
  const index = skeleton.ids.indexOf(view.Selected.Id);
  const row = await findVariantPrice(ctx.db, productId, market.id, view.Selected.Id);
  if (index >= 0 && row) {
    const selected = JSON.parse(`${variantHead(skeleton, index)}${priceMembers(row)}`) as Variant;
    return { ...view, Selected: selected };
  }
  // The variants changed since the skeleton was made (an import): the whole sizing, read afresh.
  skeletons.delete(key);
  const sizing = await findSizing(ctx, productId);
  return sizing && sizingFirstView(sizing, queryCode);
}
