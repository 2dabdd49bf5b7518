import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMailClicks, salesContacts } from '../../db/schema.ts';

/**
 * The e-mail channel text of a sales contact equal to `email` (ignoring case and surrounding blanks, as the
 * API trims channel texts), or undefined when no contact has it.
 */
export async function findContactEmail(db: Db, email: string): Promise<string | undefined> {
  const result = await db.execute(sql`
    select btrim(channel->>'text') as email
    from ${salesContacts}
    cross join lateral jsonb_array_elements(${salesContacts.channels}) as channel
    where channel->>'type' = 'Email' and lower(btrim(channel->>'text')) = lower(${email})
    limit 1`);
  // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`; the shared Db type leaves it unknown.
  return (result as unknown as { rows: { email: string }[] }).rows[0]?.email;
}

export async function insertMailClick(
  db: Db,
  click: { email: string; locale: string; guestId: string | null },
): Promise<void> {
  await db.insert(contactMailClicks).values(click);
}
