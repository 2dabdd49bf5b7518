/*
 * Pieces shared by the product queries. The hot answers are built as JSON by PostgreSQL in one statement, texts
 * already in the visitor's language, so a 200-variant product costs one round trip and Node passes the text
 * on (ADR 0010). The statements are fixed texts run as named prepared statements: PostgreSQL plans each once
 * per connection instead of on every request (planning cost as much as running them).
 *
 * Parameters are positional: $1 the id, $2 the locale and $3 its base language in every statement; the
 * market's parameter is given to commerceJoins() (modules/commerce/variant-columns.ts).
 */

/** The language of a query and its fallback (de-AT → de → en), like localizedText() in the domain. */
export interface SqlLocale {
  readonly locale: string;
  readonly base: string;
}

export function sqlLocale(locale: string): SqlLocale {
  return { locale, base: locale.split('-')[0] ?? locale };
}

/** The text of a LocalizedText jsonb expression in the locale ($2), its base language ($3), else English. */
export function localized(expr: string): string {
  return `coalesce(${expr} ->> $2::text, ${expr} ->> $3::text, ${expr} ->> 'en')`;
}

/** A jsonb array of LocalizedText (attribute names or values) as a JSON array of texts, order kept. */
export function localizedArray(expr: string): string {
  return `coalesce((select json_agg(${localized('a.value')} order by a.ord)
    from jsonb_array_elements(${expr}) with ordinality as a(value, ord)), '[]'::json)`;
}

/*
 * Variant objects are rows of named columns turned into JSON by json_agg (compact, and cheaper for PostgreSQL
 * than json_build_object with 20 pairs): `cross join lateral (select <columns>) x`, then `json_agg(x)`.
 */

/** Flags of a variant everyone sees (alias v), as columns. */
export const VARIANT_FLAG_COLUMNS = `v.is_gross_price_visible as "IsGrossPriceVisible",
  v.display_only_net_price as "DisplayOnlyNetPrice",
  v.is_shoppable as "IsShoppable",
  v.is_discontinued as "IsDiscontinued",
  v.is_alternative_stock_flow as "IsAlternativeStockFlow",
  v.is_delivery_date_hidden as "IsDeliveryDateHidden"`;

// Named prepared statements are run by db/statement.ts, which the cart's read shares (ADR 0062).
export { runStatement, type Statement } from '../../db/statement.ts';
