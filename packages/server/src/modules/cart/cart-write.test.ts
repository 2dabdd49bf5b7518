import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { anonymousContext } from '../../testing/request-context.ts';
import { insertTestAccount } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { type CartOwner, resolveCartOwner } from './cart-owner.ts';
import { writeCartInOneStatement } from './cart-write.ts';

/*
 * writeCartInOneStatement (ADR 0062): the change in the statement with the bump, and when that statement changes
 * nothing (a refusal, or a line a concurrent write moved while it waited for the lock) the regular change on the
 * bumped cart — the version grows by exactly one either way, and by nothing when the change refuses.
 */

const t = useTestApp();
let ctx: RequestContext;
let owner: CartOwner;
let cartId = '';

const version = async () => {
  const [row] = await queryRows<{ version: number }>(
    t.database.db,
    sql`select version from carts where id = ${cartId}`,
  );
  return Number(row?.version);
};
const name = async () => {
  const [row] = await queryRows<{ name: string | null }>(
    t.database.db,
    sql`select name from carts where id = ${cartId}`,
  );
  return row?.name;
};
const answer = async () => ({}) as CartCheckout;

beforeAll(async () => {
  const account = await insertTestAccount(t.database.db, {});
  const customer = {
    userId: account.userId,
    companyId: account.companyId,
    status: 8,
    roles: ['site', 'webshop'] as const,
    name: 'N',
    email: account.email,
    marketId: 'SE',
  };
  ctx = { ...anonymousContext(t.database.db), customer: { ...customer, roles: [...customer.roles] } };
  owner = await resolveCartOwner(ctx);
  const [cart] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into carts (user_id, market_id) values (${account.userId}, 'SE') returning id`,
  );
  cartId = cart?.id ?? '';
});

describe('writeCartInOneStatement', () => {
  it('changes in the one statement and leaves the regular change alone', async () => {
    const before = await version();
    let regular = 0;
    await writeCartInOneStatement(
      ctx,
      owner,
      (bumped) =>
        sql`insert into cart_deliveries (cart_id, shipment_no) select b.id, 1 from ${bumped} b returning cart_id`,
      async () => {
        regular++;
      },
      answer,
    );
    expect(regular).toBe(0);
    const deliveries = await queryRows<{ shipment_no: number }>(
      t.database.db,
      sql`select shipment_no from cart_deliveries where cart_id = ${cartId}`,
    );
    expect(deliveries.map((row) => Number(row.shipment_no))).toEqual([1]);
    expect(await version()).toBe(before + 1);
  });

  it('runs the regular change on the bumped cart when the statement changed nothing', async () => {
    const before = await version();
    await writeCartInOneStatement(
      ctx,
      owner,
      (bumped) => sql`select b.id from ${bumped} b where false`,
      async (tx, cart) => {
        // The cart the fallback sees is the bumped one, locked by this transaction.
        expect(cart.version).toBe(before + 1);
        await tx.execute(sql`update carts set name = 'regular' where id = ${cart.id}`);
      },
      answer,
    );
    expect(await name()).toBe('regular');
    expect(await version()).toBe(before + 1);
  });

  it('rolls the bump back with a refusal of the regular change', async () => {
    const before = await version();
    const refused = writeCartInOneStatement(
      ctx,
      owner,
      (bumped) => sql`select b.id from ${bumped} b where false`,
      async () => {
        throw new AppError('not_found', 'No line 1 in delivery 1');
      },
      answer,
    );
    await expect(refused).rejects.toMatchObject({ code: 'not_found' });
    expect(await version()).toBe(before);
    expect(await name()).toBe('regular');
  });
});
