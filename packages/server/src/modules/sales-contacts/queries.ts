import { APPLICATION_FILTER_TYPE, COUNTRY_FILTER_TYPE } from '@airshop/domain/catalog/sales-contacts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactBlocks, salesContacts } from '../../db/schema.ts';

export const DEFAULT_CONTACT_BLOCK_ID = 'default';

export async function findContactBlock(db: Db, id: string) {
  const rows = await db.select().from(contactBlocks).where(eq(contactBlocks.id, id)).limit(1);
  return rows[0];
}
export type ContactBlockRow = NonNullable<Awaited<ReturnType<typeof findContactBlock>>>;

/**
 * Contacts found by every given filter: `{ Country: 'SE', Application: 'offices' }` becomes one containment
 * test `filters @> '{"Country":["SE"],"Application":["offices"]}'`, which the GIN index answers.
 * Internal contacts first, then the editor's order; the id makes the order total.
 */
export function findContactsByFilters(db: Db, filters: Record<string, string>) {
  const containment = Object.fromEntries(Object.entries(filters).map(([type, value]) => [type, [value]]));
  return db
    .select({
      id: salesContacts.id,
      typeName: salesContacts.typeName,
      brands: salesContacts.brands,
      companyName: salesContacts.companyName,
      scope: salesContacts.scope,
      role: salesContacts.role,
      personName: salesContacts.personName,
      image: salesContacts.image,
      isPerson: salesContacts.isPerson,
      isInternalContact: salesContacts.isInternalContact,
      channels: salesContacts.channels,
    })
    .from(salesContacts)
    .where(sql`${salesContacts.filters} @> ${JSON.stringify(containment)}::jsonb`)
    .orderBy(desc(salesContacts.isInternalContact), asc(salesContacts.sortOrder), asc(salesContacts.id));
}
export type SalesContactRow = Awaited<ReturnType<typeof findContactsByFilters>>[number];

/** The country and application keys that at least one contact is found by. */
export async function listUsedFinderKeys(db: Db): Promise<{ type: string; key: string }[]> {
  const result = await db.execute(sql`
    select distinct f.key as type, v.key
    from ${salesContacts}
    cross join lateral jsonb_each(${salesContacts.filters}) as f(key, value)
    cross join lateral jsonb_array_elements_text(
      case when jsonb_typeof(f.value) = 'array' then f.value else '[]'::jsonb end
    ) as v(key)
    where f.key in (${COUNTRY_FILTER_TYPE}, ${APPLICATION_FILTER_TYPE})`);
  // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`; the shared Db type leaves it unknown.
  return (result as unknown as { rows: { type: string; key: string }[] }).rows;
}
