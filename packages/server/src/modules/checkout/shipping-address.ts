import type { Db } from '../../db/client.ts';
import { type AddressRow, findCompanyAddress, toAddress } from '../customer/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One of the company's shipping addresses by id; undefined for an id that is no address, another company's, or
 * one of the company's addresses that goods cannot go to (billing only).
 */
export async function findShippingAddress(
  db: Db,
  companyId: string,
  id: string,
): Promise<AddressRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await findCompanyAddress(db, companyId, id);
  return row && toAddress(row).IsShipping ? row : undefined;
}
