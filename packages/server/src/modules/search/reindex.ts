import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/rows.ts';
import { SEARCH_LOCALES } from './languages.ts';

/*
 * Builds the search index (`search_entries`, ADR 0071) from the catalogue and the content: one row per product,
 * variant, document, solution and page in each of the 15 locales. Each group is rebuilt whole in one
 * transaction by INSERT … SELECT, so the database does the work and a reader sees the old rows or the new ones,
 * never a half-built group. The import calls it for the groups it changed; `npm run search:reindex` rebuilds all.
 */

export type SearchGroup = 'products' | 'documents' | 'content';
export const SEARCH_GROUPS: readonly SearchGroup[] = ['products', 'documents', 'content'];

const KINDS: Record<SearchGroup, string[]> = {
  products: ['product', 'variant'],
  documents: ['document'],
  content: ['solution', 'page'],
};

/** (locale, base language, configuration) of every locale, as a FROM item `l`. */
function localesTable(): SQL {
  const rows = SEARCH_LOCALES.map((l) => sql`(${l.locale}, ${l.base}, ${l.config}::regconfig)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as l(locale, base, cfg)`;
}

/** A LocalizedText column's text in locale l: its own, its base language's, else English. */
function text(column: string): SQL {
  const c = sql.raw(column);
  return sql`coalesce(nullif(${c}->>l.locale, ''), nullif(${c}->>l.base, ''), ${c}->>'en', '')`;
}

/** The words of a text for the index: without accents, weighted. */
function weighted(config: SQL, value: SQL, weight: 'A' | 'B' | 'C'): SQL {
  return sql`setweight(to_tsvector(${config}, search_unaccent(${value})), ${sql.raw(`'${weight}'`)})`;
}

const TAGS = sql`'<[^>]*>'`;

function productRows(): SQL {
  return sql`
    insert into search_entries (locale, kind, item_id, config, code_key, lvi, title, title_key, tsv,
      category_ids, category_id, category_name, product_type, variant_id, sort_key, data)
    select l.locale, 'product', p.id, l.cfg, null, null, n.name,
      lower(search_unaccent(n.name)),
      ${weighted(sql`l.cfg`, sql`n.name`, 'A')}
        || ${weighted(sql`l.cfg`, sql`regexp_replace(n.intro, ${TAGS}, ' ', 'g')`, 'B')}
        || ${weighted(sql`l.cfg`, sql`left(regexp_replace(n.body, ${TAGS}, ' ', 'g'), 100000)`, 'C')},
      anc.ids, p.category_id, ${text('c.name')}, p.kind, dv.id, lower(search_unaccent(n.name)),
      jsonb_build_object('name', n.name, 'code', dv.code, 'lvi', dv.lvi_number, 'catalog', k.route_segment,
        'path', p.route_path, 'image', p.images->0->>'key',
        'intro', nullif(btrim(regexp_replace(n.intro, ${TAGS}, ' ', 'g')), ''),
        'discontinued', p.is_discontinued, 'product', p.id)
    from products p
    cross join ${localesTable()}
    join catalogs k on k.id = p.catalog_id
    join categories c on c.id = p.category_id
    cross join lateral (select ${text('p.name')} as name, ${text('p.intro')} as intro,
      ${text('p.description')} as body) n
    left join lateral (select v.id, v.code, v.lvi_number from variants v where v.product_id = p.id
      order by (v.code = p.default_variant_code) desc, v.sort_order, v.id limit 1) dv on true
    cross join lateral (select array_agg(a.id) as ids from categories a
      where a.catalog_id = c.catalog_id and (a.path = c.path or c.path like a.path || '/%')) anc`;
}

function variantRows(): SQL {
  return sql`
    insert into search_entries (locale, kind, item_id, config, code_key, lvi, title, title_key, tsv,
      category_ids, category_id, category_name, product_type, variant_id, sort_key, data)
    select l.locale, 'variant', v.id::text, l.cfg, lower(v.code), v.lvi_number, v.code, lower(v.code),
      setweight(to_tsvector('simple', lower(v.code) || ' ' || coalesce(v.lvi_number, '')), 'A')
        || ${weighted(sql`l.cfg`, sql`attrs.text`, 'B')},
      anc.ids, p.category_id, ${text('c.name')}, p.kind, v.id, lower(search_unaccent(n.name)) || ' ' || lower(v.code),
      jsonb_build_object('name', n.name, 'code', v.code, 'lvi', v.lvi_number, 'catalog', k.route_segment,
        'path', p.route_path, 'image', p.images->0->>'key',
        'intro', nullif(btrim(regexp_replace(${text('p.intro')}, ${TAGS}, ' ', 'g')), ''),
        'discontinued', p.is_discontinued or v.is_discontinued, 'product', p.id)
    from variants v
    join products p on p.id = v.product_id
    cross join ${localesTable()}
    join catalogs k on k.id = p.catalog_id
    join categories c on c.id = p.category_id
    cross join lateral (select ${text('p.name')} as name) n
    cross join lateral (select coalesce(string_agg(${text('a.value')}, ' '), '') as text
      from jsonb_array_elements(v.attribute_values) a(value)) attrs
    cross join lateral (select array_agg(a.id) as ids from categories a
      where a.catalog_id = c.catalog_id and (a.path = c.path or c.path like a.path || '/%')) anc`;
}

function documentRows(): SQL {
  return sql`
    insert into search_entries (locale, kind, item_id, config, code_key, lvi, title, title_key, tsv,
      doc_languages, doc_status, doc_type_keys, doc_supertypes, doc_types, sort_key, sort_date, status_rank,
      data)
    select l.locale, 'document', d.id::text, l.cfg, lower(d.number), null, d.name,
      lower(search_unaccent(d.name)),
      ${weighted(sql`l.cfg`, sql`d.name`, 'A')}
        || setweight(to_tsvector('simple', lower(d.number)), 'A')
        || ${weighted(sql`l.cfg`, sql`types.text`, 'B')},
      (select coalesce(array_agg(distinct lower(x)), '{}') from unnest(d.languages) x),
      d.status, types.keys, types.supers, types.tuples, lower(search_unaccent(d.name)), d.date,
      case lower(btrim(d.status)) when 'released' then 0 when 'preliminary' then 1 when 'archived' then 3
        else 2 end,
      jsonb_build_object('id', d.id, 'name', d.name, 'number', d.number, 'categories', d.categories,
        'languages', d.languages, 'status', d.status, 'retired', d.retired,
        'date', to_char(d.date, 'YYYY-MM-DD'))
    from documents d
    cross join ${localesTable()}
    cross join lateral (select coalesce(string_agg(c->>'type', ' '), '') as text,
        coalesce(array_agg(distinct c->>'typeKey') filter (where c->>'typeKey' is not null), '{}') as keys,
        coalesce(array_agg(distinct c->>'supertype') filter (where c->>'supertype' is not null), '{}') as supers,
        coalesce(array_agg(distinct concat_ws(chr(31), c->>'supertype', c->>'typeKey', c->>'type'))
          filter (where c->>'supertype' is not null and c->>'typeKey' is not null), '{}') as tuples
      from jsonb_array_elements(d.categories) c) types
    where not d.retired`;
}

function contentRows(): SQL {
  return sql`
    insert into search_entries (locale, kind, item_id, config, code_key, lvi, title, title_key, tsv,
      sort_key, sort_date, data)
    select l.locale, case when i.kind = 'solution' then 'solution' else 'page' end, i.id, l.cfg, null, null,
      t.title, lower(search_unaccent(t.title)),
      ${weighted(sql`l.cfg`, sql`t.title`, 'A')}
        || ${weighted(sql`l.cfg`, sql`t.summary`, 'B')}
        || ${weighted(sql`l.cfg`, sql`left(t.body_text, 100000)`, 'C')},
      lower(search_unaccent(t.title)), i.published_at,
      jsonb_build_object('id', i.id, 'kind', i.kind, 'pageType', i.page_type, 'route', i.route,
        'image', i.image, 'publishedAt', to_char(i.published_at, 'YYYY-MM-DD'), 'textLocale', t.locale,
        'title', t.title, 'summary', t.summary)
    from content_items i
    cross join ${localesTable()}
    join lateral (select t.locale, t.title, t.summary, t.body_text from content_texts t
      where t.item_id = i.id and t.locale in (l.locale, l.base, 'en')
      order by case t.locale when l.locale then 0 when l.base then 1 else 2 end limit 1) t on true`;
}

const BUILDERS: Record<SearchGroup, () => SQL[]> = {
  products: () => [productRows(), variantRows()],
  documents: () => [documentRows()],
  content: () => [contentRows()],
};

async function rebuild(tx: Tx | Db, group: SearchGroup): Promise<void> {
  await tx.execute(
    sql`delete from search_entries where kind = any(${`{${KINDS[group].join(',')}}`}::text[])`,
  );
  for (const statement of BUILDERS[group]()) await tx.execute(statement);
}

/** Rebuilds the named groups (all when none are named), each in its own transaction. */
export async function reindexSearch(db: Db, groups: readonly SearchGroup[] = SEARCH_GROUPS): Promise<void> {
  for (const group of groups) {
    await db.transaction(async (tx) => rebuild(tx, group));
  }
  if (groups.length > 0) {
    // The words of every title, for typos and suggestions: a small table whose trigram index answers fast
    // where the titles' own would compare the query with every title sharing a trigram.
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from search_words`);
      await tx.execute(sql`insert into search_words (locale, word)
        select distinct e.locale, w from search_entries e,
          regexp_split_to_table(e.title_key, '[^[:alnum:]]+') w
        where length(w) >= 4`);
    });
    // Fresh statistics for the planner: the tables changed wholesale. VACUUM also moves the GIN indexes'
    // pending lists into the indexes (a bulk insert leaves up to 4 MB per index there, which every search
    // then reads whole: 4 ms of a 5 ms query, ADR 0077), drops the replaced rows and marks the pages all-visible.
    await db.execute(sql`vacuum (analyze) search_entries`);
    await db.execute(sql`vacuum (analyze) search_words`);
  }
}

/** Builds the index when it has no row while the catalogue or the content has some. */
export async function reindexIfEmpty(db: Db): Promise<void> {
  const result = await db.execute(sql`select exists (select 1 from search_entries) as indexed,
    exists (select 1 from products) or exists (select 1 from documents) or exists (select 1 from content_items)
      as anything`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    indexed: boolean;
    anything: boolean;
  }[];
  if (rows[0] && !rows[0].indexed && rows[0].anything) await reindexSearch(db);
}
