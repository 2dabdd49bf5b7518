import { COUNTRY_FILTER_TYPE } from '@airshop/domain/catalog/sales-contacts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/** More would be a mailing list, not a sales team; the outbox takes at most 50 recipients. */
const MAX_SALES_TEAM_ADDRESSES = 10;

const mailable = z.email().max(100);

/**
 * The e-mail addresses of our own sales people of a country (issue 16 point 3: a guest's quote request goes to
 * them): the internal contacts the finder shows for the country, in the finder's order, each address once.
 * Partners (distributors, service partners) are not our sales team and get nothing. Empty when the country has
 * none; the caller falls back to the order desk.
 */
export async function salesTeamAddresses(db: Db, countryCode: string): Promise<string[]> {
  const containment = JSON.stringify({ [COUNTRY_FILTER_TYPE]: [countryCode.toUpperCase()] });
  const rows = await queryRows<{ address: string }>(
    db,
    sql`select c.address from (
        select distinct on (lower(trim(ch->>'text'))) trim(ch->>'text') as address, s.sort_order, s.id
        from sales_contacts s cross join lateral jsonb_array_elements(s.channels) ch
        where s.is_internal_contact and s.filters @> ${containment}::jsonb
          and ch->>'type' = 'Email' and trim(coalesce(ch->>'text', '')) <> ''
        order by lower(trim(ch->>'text')), s.sort_order, s.id
      ) c order by c.sort_order, c.id limit ${MAX_SALES_TEAM_ADDRESSES}`,
  );
  // The catalogue's channels are free text: a typo must not stop the mail to the others.
  return rows.map((row) => row.address).filter((address) => mailable.safeParse(address).success);
}
