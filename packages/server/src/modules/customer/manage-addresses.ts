import {
  type Address,
  type AddressBody,
  MAX_EDITABLE_ADDRESSES,
  USER_ADDRESS_TYPE,
} from '@airshop/domain/account/addresses';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema.ts';
import { requireCompanyUser } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  countEditableAddresses,
  deleteEditableAddress,
  findCompanyAddress,
  insertCompanyAddress,
  updateEditableAddress,
} from './address-queries.ts';
import { toAddress } from './address-view.ts';

/*
 * POST, PUT and DELETE Customer/Contact/Addresses: an Approved user with the webshop role manages their
 * company's own shipping addresses (ADR 0017, 0034); anyone else signed in gets 403. Another company's address, or an id that cannot be an address, is 404 (its
 * existence is not revealed); an ERP address of the own company is 409 `conflict`: it exists, the user may see
 * it, and no reload or other right would let them change it (403 would make the browser reload for nothing).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notEditable = () =>
  new AppError('conflict', 'This address comes from the ERP and cannot be changed in the shop.');

/** Every address a user adds is an editable shipping address of their company. */
export async function createAddress(ctx: RequestContext, body: AddressBody): Promise<Address> {
  const { companyId } = requireCompanyUser(ctx);
  return ctx.db.transaction(async (tx) => {
    // The company row serialises concurrent adds, so the cap holds under parallel requests.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    if ((await countEditableAddresses(tx, companyId)) >= MAX_EDITABLE_ADDRESSES) {
      throw new AppError(
        'conflict',
        `A company keeps at most ${MAX_EDITABLE_ADDRESSES} addresses of its own; delete one first.`,
      );
    }
    return toAddress(await insertCompanyAddress(tx, companyId, USER_ADDRESS_TYPE, body));
  });
}

export async function updateAddress(
  ctx: RequestContext,
  { id, body }: { id: string; body: AddressBody },
): Promise<Address> {
  const { companyId } = requireCompanyUser(ctx);
  if (!UUID.test(id)) throw new AppError('not_found');
  const updated = await updateEditableAddress(ctx.db, companyId, id, body);
  if (updated) return toAddress(updated);
  throw (await findCompanyAddress(ctx.db, companyId, id)) ? notEditable() : new AppError('not_found');
}

export async function deleteAddress(ctx: RequestContext, { id }: { id: string }): Promise<void> {
  const { companyId } = requireCompanyUser(ctx);
  if (!UUID.test(id)) throw new AppError('not_found');
  if (await deleteEditableAddress(ctx.db, companyId, id)) return;
  throw (await findCompanyAddress(ctx.db, companyId, id)) ? notEditable() : new AppError('not_found');
}
