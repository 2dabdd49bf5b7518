import type { AddressBody } from '@airshop/domain/account/addresses';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyAddresses, users } from '../../db/schema.ts';

export type AddressRow = typeof companyAddresses.$inferSelect;

/** The columns of an address body; the type and editability are set by the caller. */
function columnsOf(body: AddressBody) {
  return {
    name: body.Name,
    line1: body.Line1,
    line2: body.Line2,
    postalCode: body.PostalCode,
    city: body.City,
    countryCode: body.CountryCode,
    phone: body.Phone,
  };
}

/** The user with their company's name and number (null when the user has no company). */
export async function findContactOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      companyId: users.companyId,
      companyName: companies.name,
      customerNumber: companies.customerNumber,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/** A company's addresses: the ERP's first, then its own, each in the order they were added. */
export function listCompanyAddresses(db: Db, companyId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId))
    .orderBy(asc(companyAddresses.isEditable), asc(companyAddresses.createdAt), asc(companyAddresses.id));
}

export async function findCompanyAddress(
  db: Db,
  companyId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.id, id), eq(companyAddresses.companyId, companyId)));
  return row;
}

export async function countEditableAddresses(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyAddresses)
    .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.isEditable, true)));
  return row?.n ?? 0;
}

export async function insertCompanyAddress(
  db: Db,
  companyId: string,
  addressType: string,
  body: AddressBody,
): Promise<AddressRow> {
  const [row] = await db
    .insert(companyAddresses)
    .values({ companyId, addressType, isEditable: true, ...columnsOf(body) })
    .returning();
  return row as AddressRow;
}

/** Updates the address only when it is the company's and editable; undefined otherwise. */
export async function updateEditableAddress(
  db: Db,
  companyId: string,
  id: string,
  body: AddressBody,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(companyAddresses)
    .set({ ...columnsOf(body), updatedAt: new Date() })
    .where(
      and(
        eq(companyAddresses.id, id),
        eq(companyAddresses.companyId, companyId),
        eq(companyAddresses.isEditable, true),
      ),
    )
    .returning();
  return row;
}

/** Deletes the address only when it is the company's and editable; false otherwise. */
export async function deleteEditableAddress(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(companyAddresses)
    .where(
      and(
        eq(companyAddresses.id, id),
        eq(companyAddresses.companyId, companyId),
        eq(companyAddresses.isEditable, true),
      ),
    )
    .returning({ id: companyAddresses.id });
  return rows.length > 0;
}
