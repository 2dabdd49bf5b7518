import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  catalogs,
  companies,
  type ImageRef,
  products,
  unitDocuments,
  unitOrders,
  units,
  variants,
} from '../../db/schema.ts';

/** A unit with what its pages show: the product of its variant and its order (no prices: ADR 0073). */
export interface UnitRow {
  id: string;
  serialNumber: string;
  variantCode: string;
  manufactureDate: string;
  images: ImageRef[];
  orderNo: string | null;
  orderDate: string | null;
  orderMarketId: string | null;
  productName: LocalizedText | null;
  productImages: ImageRef[] | null;
  catalogSegment: string | null;
  routePath: string | null;
}

function unitSelect(db: Db) {
  return db
    .select({
      id: units.id,
      serialNumber: units.serialNumber,
      variantCode: units.variantCode,
      manufactureDate: units.manufactureDate,
      images: units.images,
      orderNo: units.orderNo,
      orderDate: unitOrders.orderDate,
      orderMarketId: unitOrders.marketId,
      productName: products.name,
      productImages: products.images,
      catalogSegment: catalogs.routeSegment,
      routePath: products.routePath,
    })
    .from(units)
    .leftJoin(unitOrders, eq(unitOrders.orderNo, units.orderNo))
    .leftJoin(variants, eq(variants.code, units.variantCode))
    .leftJoin(products, eq(products.id, variants.productId))
    .leftJoin(catalogs, eq(catalogs.id, products.catalogId));
}

export async function findUnitBySerial(db: Db, serial: string): Promise<UnitRow | undefined> {
  const [row] = await unitSelect(db).where(eq(units.serialNumber, serial));
  return row;
}

export async function findUnitById(db: Db, id: string): Promise<UnitRow | undefined> {
  const [row] = await unitSelect(db).where(eq(units.id, id));
  return row;
}

export async function findUnitsOfOrder(db: Db, orderNo: string): Promise<UnitRow[]> {
  return unitSelect(db).where(eq(units.orderNo, orderNo)).orderBy(asc(units.serialNumber));
}

export async function findUnitOrder(db: Db, orderNo: string) {
  const [row] = await db.select().from(unitOrders).where(eq(unitOrders.orderNo, orderNo));
  return row;
}

export async function findCustomerNumber(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerNumber: companies.customerNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.customerNumber ?? null;
}

export async function findUnitDocuments(db: Db, unitId: string) {
  return db
    .select()
    .from(unitDocuments)
    .where(eq(unitDocuments.unitId, unitId))
    .orderBy(asc(unitDocuments.sortOrder));
}
