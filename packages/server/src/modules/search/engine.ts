import type { Locale } from '@airshop/domain/i18n/locales';
import type { SearchRequest } from '@airshop/domain/search/search';
import {
  likePrefix,
  PREFIX_MIN_LENGTH,
  searchKey,
  searchTokens,
  tsQueryText,
} from '@airshop/domain/search/search-query';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type OfferRow, offerColumns, offerJoins } from '../commerce/index.ts';
import { searchConfig } from './languages.ts';

/*
 * The search statements (ADR 0071). Each call is one statement: the matching rows of the locale's partition are
 * found once (CTE `m`), and the hits, the total and every facet are computed from them in the same round trip.
 * Matching: an exact code or LVI number, the full-text query (stemmed, unaccented, the last word as a prefix), a
 * code prefix, a title prefix, or a title within trigram word similarity (a typo). Order: exact first, then ts_rank, then
 * trigram similarity, then the name.
 */

/** A PostgreSQL text[] literal of any strings (quotes and backslashes escaped). */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export interface Matching {
  locale: Locale;
  kinds: readonly string[];
  /** The typed query; empty lists every row of the kinds. */
  query: string;
}

const TYPO_MIN_LENGTH = 4;

/** Title words a one-word query is completed to beyond its full-text prefix (see `matching`). */
const COMPLETIONS_MAX = 50;

/** The key as the index keeps titles: lower case, without accents (constant-folded: an index can use it). */
function keyOf(query: string): SQL {
  return sql`lower(search_unaccent(${searchKey(query)}))`;
}

/** What the matching rows carry: keys, facet and sort columns; the hit's JSON is read for one page only. */
const COLUMNS = sql.raw(`e.kind, e.item_id, e.variant_id, e.category_ids, e.category_id, e.category_name,
  e.product_type, e.doc_languages, e.doc_status, e.doc_type_keys, e.doc_supertypes, e.doc_types, e.sort_key,
  e.sort_date, e.status_rank`);

/**
 * The matching rows with `exact`, `rank` and `sim` (a SELECT; `matched` names it as a CTE). The query's values are written inline (not
 * joined from a CTE), so the planner folds them to constants and combines the indexes in one bitmap scan.
 * Trigram similarity is computed only for rows the full text did not match (it orders those; it is the costly
 * part of a query that matches many rows).
 */
function matching({ locale, kinds, query }: Matching, exactOnly = false, unscored = false): SQL {
  const key = searchKey(query);
  const tsText = tsQueryText(searchTokens(query));
  const config = searchConfig(locale);
  const kindList = textArray(kinds);
  if (key === '' || tsText === undefined) {
    // Nothing to match: every row of the kinds (browsing by filters), or nothing for a query of only symbols.
    const all = key === '' && !exactOnly;
    return sql`select ${COLUMNS}, false as exact, 0::real as rank, 0::real as sim
        from search_entries e
        where e.locale = ${locale} and e.kind = any(${kindList}::text[]) and ${all ? sql`true` : sql`false`}`;
  }
  const tsq = sql`to_tsquery(${config}::regconfig, search_unaccent(${tsText}))`;
  const k = keyOf(query);
  // A title that starts with the text typed (an ordered index on the key): 'kvistra df 1' is Kvistra DF 100
  // while its last word is too short to be a full-text prefix. A query of one word asks the vocabulary instead:
  // the title words that begin with it and that its full-text prefix misses (typed past the stem: `installati`,
  // whose stem is `instal`), usually none. The titles' own prefix scan marked every title starting with a broad
  // word (10,000 for `datasheet`) that the full text had already found: 4 ms a set (ADR 0077).
  const tokens = searchTokens(query);
  const titlePrefix =
    key.length < PREFIX_MIN_LENGTH
      ? sql``
      : tokens.length === 1 && tokens[0] === key
        ? sql`or e.tsv @@ (select to_tsquery(${config}::regconfig, coalesce(string_agg(w.word, ' | '), ''))
            from (select sw.word from search_words sw
              where sw.locale = ${locale} and sw.word like search_unaccent(${likePrefix(key)})
                and not to_tsvector(${config}::regconfig, sw.word) @@ ${tsq}
              order by sw.word limit ${COMPLETIONS_MAX}) w)`
        : sql`or e.title_key like search_unaccent(${likePrefix(key)})`;
  // A typo is looked for in a one-word query from four characters on (below that, one edit makes another
  // word): the title words closest to it (search_words, trigram similarity) are searched as well. A longer query
  // must match word by word, and gets suggestions when it does not.
  const typo =
    searchTokens(query).length === 1 && key.length >= TYPO_MIN_LENGTH
      ? sql`or e.tsv @@ (select to_tsquery(${config}::regconfig, coalesce(string_agg(w.word, ' | '), ''))
          from (select sw.word from search_words sw where sw.locale = ${locale} and sw.word % ${k}
              and not exists (select 1 from search_words known where known.locale = ${locale} and known.word = ${k})
            order by sw.word <-> ${k} limit 3) w)`
      : sql``;
  const scores = unscored
    ? sql`0::real as rank, 0::real as sim`
    : sql`case when e.tsv @@ ${tsq} then ts_rank(e.tsv, ${tsq}, 32) else 0 end::real as rank,
          case when e.tsv @@ ${tsq} then 0
            else greatest(word_similarity(${k}, e.title_key), coalesce(similarity(e.code_key, ${key}), 0)) end::real
            as sim`;
  return sql`select ${COLUMNS},
          (e.code_key = ${key} or e.lvi = ${key}) as exact,
          ${scores}
        from search_entries e
        where e.locale = ${locale} and e.kind = any(${kindList}::text[])
          and ${
            exactOnly
              ? sql`(e.code_key = ${key} or e.lvi = ${key})`
              : sql`(e.code_key = ${key} or e.lvi = ${key} or e.tsv @@ ${tsq}
            or e.code_key like ${likePrefix(key)} ${titlePrefix} ${typo})`
          }`;
}

/** The CTE `m` of all matching rows (content: a few hundred rows at most). */
function matched(m: Matching): SQL {
  return sql`m as materialized (${matching(m)})`;
}

/**
 * Counts stop here (ADR 0077): a set of matches is read up to one row past it, so a word that matches tens of
 * thousands of rows costs what a thousand do. Below it every count is exact; above it the total says "more than"
 * (`capped`), facets count among the rows read, and relevance ranks among them.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The CTEs of the match sets one statement needs: one per combination of filters (a facet leaves its own filter
 * out), each named `s0`, `s1` …, with the filters applied while matching and at most `SEARCH_COUNT_CAP` + 1 rows
 * besides the exact codes (those are read whole, so a code is first however broad its words are). `all` is the
 * uncapped set, for hits in an order the cap would break (by name, date or status, or browsing without a query).
 */
class MatchSets {
  private readonly names = new Map<string, SQL>();
  readonly ctes: SQL[] = [];
  constructor(
    private readonly m: Matching,
    readonly cap: number,
  ) {}

  /**
   * The set of the rows that pass `filters` (those present; the key dedupes sets with the same filters). A set
   * only `counted` (a facet's) is not scored: rank and trigram similarity are for ordering hits, and the
   * similarity of a typo's 1,001 rows costs 5 ms (ADR 0077). It shares the scored set of the same filters.
   */
  of(filters: Record<string, SQL | undefined>, wholeSet = false, counted = false): SQL {
    // Browsing without a query lists and counts everything, exactly, as before (the document search page's
    // first view; not a typed search).
    const all = wholeSet || this.m.query.trim() === '';
    const present = Object.entries(filters).filter((e): e is [string, SQL] => e[1] !== undefined);
    const scoredKey = `${all ? 'all:' : ''}${present.map(([name]) => name).join(',')}`;
    const unscored = counted && !all;
    const key = unscored ? `counted:${scoredKey}` : scoredKey;
    const known = this.names.get(scoredKey) ?? this.names.get(key);
    if (known) return known;
    const name = sql.raw(`s${this.names.size}`);
    const where =
      present.length > 0
        ? sql.join(
            present.map(([, f]) => f),
            sql` and `,
          )
        : sql`true`;
    const select = matching(this.m, false, unscored);
    // The exact codes by their own condition (the code and LVI indexes); the rest up to the cap. Uncapped sets
    // are the filters over one reading of all matches, as before.
    this.ctes.push(
      all
        ? sql`${name} as not materialized (select * from ${this.whole()} m where ${where})`
        : sql`${name} as materialized (
          (select * from (${matching(this.m, true)}) m where ${where})
          union all (select * from (${select}) m where ${where} and m.exact is not true limit ${this.cap + 1}))`,
    );
    this.names.set(key, name);
    return name;
  }

  /** All matches, read once (`m`, listed first). */
  private whole(): SQL {
    if (!this.wholeRead) {
      this.wholeRead = true;
      this.ctes.unshift(sql`m as materialized (${matching(this.m)})`);
    }
    return sql`m`;
  }

  private wholeRead = false;
}

/** The total of a capped set, and whether it was capped. */
function cappedTotal(set: SQL, cap: number): SQL {
  // Past the cap the set holds one row more than it counts: the row that says so.
  const capped = sql`(count(*) filter (where m.exact is not true) > ${cap})`;
  return sql`(select json_build_object('n', count(*) - ${capped}::int, 'capped', ${capped}) from ${set} m)`;
}

/** Whether hits are in an order that only the whole set gives (not relevance among the rows read). */
export function wholeSetOrder(request: SearchRequest): boolean {
  return request.sort !== 'relevance' || request.query.trim() === '';
}

/**
 * One page of the filtered matches in order, numbered (`n`), with their score and the hit's JSON (`data`, read
 * by primary key for these rows only).
 */
function page(locale: Locale, set: SQL, order: SQL, size: number, loaded: number): SQL {
  return sql`(select h.*, e.data from (select m.*, ${SCORE} as score, row_number() over (order by ${order}) as n
      from (select * from ${set} m order by ${order} limit ${size} offset ${loaded}) m) h
    join search_entries e on e.locale = ${locale} and e.kind = h.kind and e.item_id = h.item_id)`;
}

const RELEVANCE = sql`m.exact desc, m.rank desc, m.sim desc, m.sort_key`;

function orderBy(request: SearchRequest, browseOrder: SQL): SQL {
  const dir = sql.raw(request.descending ? 'desc' : 'asc');
  const nulls = sql.raw(request.descending ? 'nulls last' : 'nulls first');
  switch (request.sort) {
    case 'name':
      return sql`m.sort_key ${dir}, m.item_id`;
    case 'status':
      return sql`m.status_rank ${dir}, m.sort_key, m.item_id`;
    case 'date':
      return sql`m.sort_date ${dir} ${nulls}, m.sort_key, m.item_id`;
    default:
      return request.query.trim() === '' ? sql`${browseOrder}, m.item_id` : sql`${RELEVANCE}, m.item_id`;
  }
}

/** Score of a hit: 3 for an exact code, plus 1 + rank for a full-text match, plus the trigram similarity. */
const SCORE = sql`(case when m.exact then 3 else 0 end + case when m.rank > 0 then 1 + m.rank else 0 end + m.sim)`;

/**
 * Up to 3 words of titles close to the query's longest word (trigram similarity), computed only when nothing
 * matched. Never the word itself: the vocabulary is every kind's, so a word that is in documents only (`Datenblatt`)
 * was offered back to the one who had just typed it, on the products' tab.
 */
function suggestions(matched: SQL, _kinds: readonly string[], locale: Locale, query: string): SQL {
  const longest = searchTokens(query).reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < TYPO_MIN_LENGTH) return sql`'[]'::json`;
  const word = keyOf(longest);
  return sql`case when (${matched}) = 0 then (
      select coalesce(json_agg(s.word), '[]'::json) from (
        select sw.word from search_words sw where sw.locale = ${locale} and sw.word % ${word} and sw.word <> ${word}
        order by sw.word <-> ${word}, sw.word limit 3) s)
    else '[]'::json end`;
}

export interface ProductSearchRow {
  kind: 'product' | 'variant';
  item_id: string;
  score: number;
  data: ProductData;
  offer: (OfferRow & { currency?: string | null }) | null;
}

export interface ProductData {
  name: string;
  code: string | null;
  lvi: string | null;
  catalog: string;
  path: string;
  image: string | null;
  intro: string | null;
  discontinued: boolean;
  product: string;
  category_id: string;
  category_name: string;
  product_type: string;
}

export interface FacetRow {
  value: string;
  label: string;
  count: number;
}

export interface ProductSearchResult {
  hits: ProductSearchRow[];
  /** Exact up to SEARCH_COUNT_CAP; `capped` when more match. */
  total: number;
  capped: boolean;
  categories: FacetRow[];
  types: FacetRow[];
  suggestions: string[];
}

const PRODUCT_KINDS = ['product', 'variant'];

/**
 * Products and variants: hits (with the market's offer of each hit's variant when `market` is given, which the
 * caller does only for a viewer allowed to see prices), the total and both facets, in one statement.
 */
export async function searchProductRows(
  db: Db,
  locale: Locale,
  request: SearchRequest,
  options: { market: string | undefined; hits: boolean; cap?: number },
): Promise<ProductSearchResult> {
  const cats =
    request.categories.length > 0
      ? sql`m.category_ids && ${textArray(request.categories)}::text[]`
      : undefined;
  const types =
    request.productTypes.length > 0
      ? sql`m.product_type = any(${textArray(request.productTypes)}::text[])`
      : undefined;
  const sets = new MatchSets(
    { locale, kinds: PRODUCT_KINDS, query: request.query },
    options.cap ?? SEARCH_COUNT_CAP,
  );
  const matches = sets.of({ cats, types });
  const offer = options.market
    ? sql`(select row_to_json(o) from (select ${offerColumns()}
          from variants v join products p on p.id = v.product_id ${offerJoins(options.market)}
          where v.id = h.variant_id) o)`
    : sql`null::json`;
  const order = orderBy(request, sql`m.sort_key`);
  const hits = options.hits
    ? sql`(select coalesce(json_agg(json_build_object('kind', h.kind, 'item_id', h.item_id, 'score', h.score,
          'data', h.data || jsonb_build_object('category_id', h.category_id, 'category_name', h.category_name,
            'product_type', h.product_type), 'offer', ${offer}) order by h.n), '[]'::json)
        from ${page(locale, sets.of({ cats, types }, wholeSetOrder(request)), order, request.size, request.loaded)} h)`
    : sql`'[]'::json`;
  const categories = sql`(select coalesce(json_agg(json_build_object('value', f.category_id,
          'label', f.category_name, 'count', f.n) order by f.n desc, f.category_name), '[]'::json)
        from (select m.category_id, min(m.category_name) as category_name, count(*)::int as n
          from ${sets.of({ types }, false, true)} m group by m.category_id) f)`;
  const productTypes = sql`(select coalesce(json_agg(json_build_object('value', f.product_type,
          'label', f.product_type, 'count', f.n) order by f.n desc, f.product_type), '[]'::json)
        from (select m.product_type, count(*)::int as n from ${sets.of({ cats }, false, true)} m group by m.product_type) f)`;
  // The sets are all named once the expressions above are built: the WITH list comes last.
  const statement = sql`with ${sql.join(sets.ctes, sql`, `)}
    select x.hits, (x.total->>'n')::int as total, (x.total->>'capped')::boolean as capped, x.categories, x.types,
      ${suggestions(sql`(x.total->>'n')::int`, PRODUCT_KINDS, locale, request.query)} as suggestions
    from (select ${hits} as hits, ${cappedTotal(matches, sets.cap)} as total, ${categories} as categories,
      ${productTypes} as types offset 0) x`;
  const [row] = await queryRows<ProductSearchResult>(db, statement);
  return row ?? { hits: [], total: 0, capped: false, categories: [], types: [], suggestions: [] };
}

export interface DocumentData {
  id: string;
  name: string;
  number: string;
  categories: { type: string; typeKey: string; supertype: string; order: number }[];
  languages: string[];
  status: string;
  retired: boolean;
  date: string;
}

export interface DocumentSearchRow {
  item_id: string;
  score: number;
  data: DocumentData;
}

export interface SupertypeFacetRow extends FacetRow {
  types: FacetRow[];
}

export interface DocumentSearchResult {
  hits: DocumentSearchRow[];
  /** Exact up to SEARCH_COUNT_CAP; `capped` when more match. */
  total: number;
  capped: boolean;
  languages: FacetRow[];
  statuses: FacetRow[];
  supertypes: SupertypeFacetRow[];
  suggestions: string[];
}

const DOCUMENT_KINDS = ['document'];

/** Documents: hits, total and the language, status and supertype facets in one statement. */
export async function searchDocumentRows(
  db: Db,
  locale: Locale,
  request: SearchRequest,
  options: { hits: boolean; cap?: number },
): Promise<DocumentSearchResult> {
  const langs =
    request.languages.length > 0
      ? sql`m.doc_languages && ${textArray(request.languages)}::text[]`
      : undefined;
  const typeList = textArray(request.documentTypes);
  const types =
    request.documentTypes.length > 0
      ? sql`(m.doc_type_keys && ${typeList}::text[] or m.doc_supertypes && ${typeList}::text[])`
      : undefined;
  const status =
    request.statuses.length > 0
      ? sql`lower(m.doc_status) = any(${textArray(request.statuses.map((s) => s.toLowerCase()))}::text[])`
      : undefined;
  const sets = new MatchSets(
    { locale, kinds: DOCUMENT_KINDS, query: request.query },
    options.cap ?? SEARCH_COUNT_CAP,
  );
  const matches = sets.of({ langs, types, status });
  const order = orderBy(request, sql`m.sort_key`);
  const hits = options.hits
    ? sql`(select coalesce(json_agg(json_build_object('item_id', h.item_id, 'score', h.score, 'data', h.data)
          order by h.n), '[]'::json)
        from ${page(locale, sets.of({ langs, types, status }, wholeSetOrder(request)), order, request.size, request.loaded)} h)`
    : sql`'[]'::json`;
  const byTypes = sets.of({ langs, status }, false, true);
  const facets = sql`(select coalesce(json_agg(json_build_object('value', f.lang, 'label', f.lang, 'count', f.n)
          order by f.n desc, f.lang), '[]'::json)
        from (select x.lang, count(*)::int as n from ${sets.of({ types, status }, false, true)} m, unnest(m.doc_languages) x(lang)
          group by x.lang) f) as languages,
      (select coalesce(json_agg(json_build_object('value', f.status, 'label', f.status, 'count', f.n)
          order by f.n desc, f.status), '[]'::json)
        from (select m.doc_status as status, count(*)::int as n from ${sets.of({ langs, types }, false, true)} m
          group by m.doc_status) f) as statuses,
      (select coalesce(json_agg(json_build_object('value', f.s, 'count', f.n)), '[]'::json)
        from (select x.s, count(*)::int as n from ${byTypes} m, unnest(m.doc_supertypes) x(s)
          group by x.s) f) as supertype_counts,
      (select coalesce(json_agg(json_build_object('value', f.t, 'count', f.n)), '[]'::json)
        from (select x.t, count(*)::int as n from ${byTypes} m, unnest(m.doc_types) x(t)
          group by x.t) f) as type_counts`;
  const statement = sql`with ${sql.join(sets.ctes, sql`, `)}
    select x.hits, (x.total->>'n')::int as total, (x.total->>'capped')::boolean as capped, x.languages,
      x.statuses, x.supertype_counts, x.type_counts,
      ${suggestions(sql`(x.total->>'n')::int`, DOCUMENT_KINDS, locale, request.query)} as suggestions
    from (select ${hits} as hits, ${cappedTotal(matches, sets.cap)} as total, ${facets} offset 0) x`;
  const [row] = await queryRows<
    Omit<DocumentSearchResult, 'supertypes'> & {
      supertype_counts: { value: string; count: number }[];
      type_counts: { value: string; count: number }[];
    }
  >(db, statement);
  if (!row)
    return {
      hits: [],
      total: 0,
      capped: false,
      languages: [],
      statuses: [],
      supertypes: [],
      suggestions: [],
    };
  const { supertype_counts, type_counts, ...rest } = row;
  return { ...rest, supertypes: supertypeFacetRows(supertype_counts, type_counts) };
}

/** Supertypes with their types, most documents first, from the counts of each and of each "s␟key␟type". */
function supertypeFacetRows(
  supertypes: { value: string; count: number }[],
  types: { value: string; count: number }[],
): SupertypeFacetRow[] {
  const typesOf = new Map<string, FacetRow[]>();
  for (const t of types) {
    const [supertype = '', key = '', label = key] = t.value.split('\u001f');
    const list = typesOf.get(supertype) ?? [];
    list.push({ value: key, label, count: t.count });
    typesOf.set(supertype, list);
  }
  return supertypes
    .map((s) => ({ value: s.value, label: s.value, count: s.count, types: typesOf.get(s.value) ?? [] }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

export interface ContentData {
  id: string;
  kind: string;
  pageType: string | null;
  route: string;
  image: { key: string; alt?: Record<string, string> } | null;
  publishedAt: string;
  textLocale: string;
  title: string;
  summary: string;
}

export interface ContentSearchRow {
  kind: 'solution' | 'page';
  item_id: string;
  score: number;
  data: ContentData;
}

export interface ContentSearchResult {
  hits: ContentSearchRow[];
  solutions: number;
  pages: number;
  suggestions: string[];
}

/**
 * Solutions and/or pages: each kind in its order, placed in the alternating list (one solution, one page; the
 * rest of the longer kind after, domain/search/alternate.ts) and cut at [loaded, loaded + size), with the count
 * of each kind, in one statement. With one kind the list is that kind's.
 */
export async function searchContentRows(
  db: Db,
  locale: Locale,
  request: SearchRequest,
  kinds: readonly ('solution' | 'page')[],
): Promise<ContentSearchResult> {
  const order = orderBy(request, sql`m.sort_date desc, m.sort_key`);
  const statement = sql`with ${matched({ locale, kinds, query: request.query })},
      c as (select count(*) filter (where kind = 'solution')::int as s,
        count(*) filter (where kind = 'page')::int as p from m),
      r as (select m.kind, m.item_id, ${SCORE} as score,
          (row_number() over (partition by m.kind order by ${order}) - 1)::int as i
        from m),
      placed as (select r.*, case when r.kind = 'solution'
          then case when r.i < c.p then 2 * r.i else c.p + r.i end
          else case when r.i < c.s then 2 * r.i + 1 else c.s + r.i end end as pos
        from r, c)
    select c.s as solutions, c.p as pages,
      (select coalesce(json_agg(json_build_object('kind', x.kind, 'item_id', x.item_id, 'score', x.score,
          'data', e.data) order by x.pos), '[]'::json)
        from placed x join search_entries e on e.locale = ${locale} and e.kind = x.kind and e.item_id = x.item_id
        where x.pos >= ${request.loaded} and x.pos < ${request.loaded + request.size}) as hits,
      ${suggestions(sql`c.s + c.p`, kinds, locale, request.query)} as suggestions
    from c`;
  const [row] = await queryRows<ContentSearchResult>(db, statement);
  return row ?? { hits: [], solutions: 0, pages: 0, suggestions: [] };
}

/**
 * Completions of a prefix: titles, variant codes and LVI numbers that start with it (ordered index scans that
 * stop at the limit: the keys are in the "C" collation). Only when those give fewer than `size`: titles with a
 * word that starts with it (the full-text prefix, from three characters), and, when nothing else was found, titles
 * within trigram similarity (a typo, from four characters). Deduplicated, best first, in one statement.
 */
export async function autocompleteRows(
  db: Db,
  locale: Locale,
  text: string,
  size: number,
): Promise<string[]> {
  const key = searchKey(text);
  if (key === '') return [];
  const prefix = likePrefix(key);
  // Titles are kept without accents: their prefix is matched without them too.
  const titlePrefix = sql`search_unaccent(${prefix})`;
  const wanted = size * 3;
  const tokens = searchTokens(text);
  const tsText = tsQueryText(tokens);
  const words =
    key.length >= 3 && tsText !== undefined
      ? sql`(select 3 as b, e.title as t from search_entries e
          where (select count(*) from a) < ${size} and e.locale = ${locale}
            and e.tsv @@ to_tsquery(${searchConfig(locale)}::regconfig, search_unaccent(${tsText}))
          limit ${wanted})`
      : sql`(select 3 as b, null::text as t where false)`;
  // As in search, a typo is looked for in one word: the vocabulary holds single words, so a query of several
  // (a model as it is typed, 'tf 56') is only ever compared with all of them for nothing.
  const typos =
    tokens.length === 1 && key.length >= TYPO_MIN_LENGTH
      ? sql`(select 4 as b, sw.word as t from search_words sw
            where (select count(*) from a) + (select count(*) from w) = 0 and sw.locale = ${locale}
              and sw.word % ${keyOf(text)}
            order by sw.word <-> ${keyOf(text)} limit ${size})`
      : sql`(select 4 as b, null::text as t where false)`;
  const rows = await queryRows<{ b: number; t: string }>(
    db,
    sql`with a as materialized (
        (select 1 as b, e.title as t from search_entries e
          where e.locale = ${locale} and e.title_key like ${titlePrefix} order by e.title_key limit ${wanted})
        union all (select 2, upper(e.title) from search_entries e
          where e.locale = ${locale} and e.code_key like ${prefix} and e.kind = 'variant'
          order by e.code_key limit ${wanted})
        union all (select 2, e.lvi::text from search_entries e
          where e.locale = ${locale} and e.lvi like ${prefix} and e.kind = 'variant'
          order by e.lvi limit ${size})),
      w as materialized ${words},
      t as materialized ${typos}
    select b, t from (select * from a union all select * from w union all select * from t) x
    where t is not null order by b, t`,
  );
  const seen = new Set<string>();
  const out: string[] = [];
  for (const row of rows) {
    const lower = row.t.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    out.push(row.t);
    if (out.length === size) break;
  }
  return out;
}

/** Recently viewed documents, in the cookie's order, as index rows. */
export async function documentsByIds(
  db: Db,
  locale: Locale,
  ids: readonly string[],
): Promise<DocumentData[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ item_id: string; data: DocumentData }>(
    db,
    sql`select e.item_id, e.data from search_entries e
      where e.locale = ${locale} and e.kind = 'document' and e.item_id = any(${textArray(ids)}::text[])`,
  );
  const byId = new Map(rows.map((r) => [r.item_id, r.data]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
