import { mediaUrl } from '@airshop/domain/catalog/media';
import { productUrl } from '@airshop/domain/catalog/product';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import type { OsdOrder, OsdProduct, OsdSearchResult, UnitDocument } from '@airshop/domain/osd/osd';
import { normalizeSerialNumber, type OsdRequestKind, unitPagePath } from '@airshop/domain/osd/serial-number';
import { isCompanyDataUser } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { clientNetworkSubject, hitRateLimit, type RateLimit } from '../../platform/rate-limit.ts';
import { expandHref } from '../links/index.ts';
import { loadMailTexts } from '../mail/index.ts';
import {
  findCustomerNumber,
  findUnitById,
  findUnitBySerial,
  findUnitDocuments,
  findUnitOrder,
  findUnitsOfOrder,
  type UnitRow,
} from './queries.ts';

/*
 * The serial-number look-ups (shop.md §3, §4, §7; ADR 0073). Anyone who knows a serial number sees its unit: the
 * installer in front of it has no account. Every look-up counts against its client network, and every miss
 * counts once more against a much smaller limit: someone walking the serial space mostly misses.
 */

/** Every serial-number read per client network (IPv4 /24, IPv6 /64): a busy office stays well under it. */
export const OSD_LOOKUP_LIMIT: RateLimit = { name: 'osd-lookup:ip', max: 300, windowSeconds: 3600 };
/** Unknown or malformed serials per client network: a person mistypes a few, a script walking the space many. */
export const OSD_MISS_LIMIT: RateLimit = { name: 'osd-miss:ip', max: 20, windowSeconds: 3600 };

/** Where each request goes: the setting OSD_BACK_OFFICE_REQUESTS lists the kinds the back office takes. */
export interface UnitRequestRouting {
  backOffice: ReadonlySet<OsdRequestKind>;
}

async function countLookup(ctx: RequestContext, clientIp: string): Promise<void> {
  await hitRateLimit(ctx.db, OSD_LOOKUP_LIMIT, clientNetworkSubject(clientIp));
}

async function countMiss(ctx: RequestContext, clientIp: string): Promise<void> {
  await hitRateLimit(ctx.db, OSD_MISS_LIMIT, clientNetworkSubject(clientIp));
}

/** The unit of a serial as typed, counted; undefined (and counted as a miss) when there is none. */
async function lookUp(ctx: RequestContext, raw: string, clientIp: string): Promise<UnitRow | undefined> {
  await countLookup(ctx, clientIp);
  const serial = normalizeSerialNumber(raw);
  const unit = serial ? await findUnitBySerial(ctx.db, serial) : undefined;
  if (!unit) await countMiss(ctx, clientIp);
  return unit;
}

const nameOf = (ctx: RequestContext, unit: UnitRow) =>
  unit.productName ? localizedText(unit.productName, ctx.locale) : unit.variantCode;

/** GET Osd/Product/{serial}/Brief: found or not; an unknown serial answers its translated ErrorMessage. */
export async function searchSerial(
  ctx: RequestContext,
  raw: string,
  clientIp: string,
): Promise<OsdSearchResult> {
  const unit = await lookUp(ctx, raw, clientIp);
  if (!unit) {
    const texts = await loadMailTexts(ctx.db, ctx.locale);
    return {
      SerialNo: normalizeSerialNumber(raw) ?? raw.trim(),
      ErrorMessage: texts('osd/notFound', { serial: raw.trim() }),
      ResultRedirectUrl: null,
      ProductIsFound: false,
      OrderIsFound: false,
      OrderDate: null,
    };
  }
  return {
    SerialNo: unit.serialNumber,
    ErrorMessage: null,
    ResultRedirectUrl: unitPagePath(ctx.locale, unit.serialNumber),
    ProductIsFound: true,
    OrderIsFound: unit.orderNo !== null,
    OrderDate: unit.orderDate,
  };
}

/** GET Osd/Product/{serial}: the unit page's data; 404 for an unknown serial. */
export async function getUnit(
  ctx: RequestContext,
  raw: string,
  clientIp: string,
  routing: UnitRequestRouting,
): Promise<OsdProduct> {
  const unit = await lookUp(ctx, raw, clientIp);
  if (!unit) throw new AppError('not_found', 'No unit has this serial number.');
  const name = nameOf(ctx, unit);
  const images = unit.images.length > 0 ? unit.images : (unit.productImages ?? []);
  const texts = await loadMailTexts(ctx.db, ctx.locale);
  return {
    Name: name,
    SerialNo: unit.serialNumber,
    Images: images.map((image) => ({
      Url: mediaUrl(image.key, 'galleryZoom'),
      ThumbnailUrl: mediaUrl(image.key, 'thumbnail'),
      Alt: image.alt ? localizedText(image.alt, ctx.locale) : name,
      Description: image.description ? localizedText(image.description, ctx.locale) : null,
    })),
    ManufactureDate: unit.manufactureDate,
    ProductId: unit.id,
    OrderNumber: unit.orderNo,
    PrivacyPolicyName: texts('osd/privacyPolicyName'),
    PrivacyPolicyLink: expandHref('/{locale}/pages/privacy-policy', ctx.locale),
    SalesEnquiryGoesToBackOffice: routing.backOffice.has('sales-enquiry'),
    RegisterWarrantyGoesToBackOffice: routing.backOffice.has('register-warranty'),
    PurchaseSimilarUnitGoesToBackOffice: routing.backOffice.has('purchase-similar-unit'),
    RequestServiceEngineerGoesToBackOffice: routing.backOffice.has('request-service-engineer'),
    VariantCode: unit.variantCode,
    ProductPageUrl:
      unit.catalogSegment && unit.routePath
        ? `${productUrl(ctx.locale, unit.catalogSegment, unit.routePath)}?code=${encodeURIComponent(unit.variantCode)}`
        : '',
  };
}

/** Back office (both roles) and approved users of the buying company see an order without a serial. */
async function buysFor(ctx: RequestContext, customerNumber: string | null): Promise<boolean> {
  const user = ctx.customer;
  if (!user) return false;
  if (user.roles.includes('backOfficeAdmin') || user.roles.includes('webshopManager')) return true;
  if (!customerNumber || !user.companyId || !isCompanyDataUser(user)) return false;
  return (await findCustomerNumber(ctx.db, user.companyId)) === customerNumber;
}

/**
 * GET Osd/Order/{no}: the order's number, date and units. Order numbers are guessable, so anyone but the buyer
 * and the back office proves with the serial of one of its units; otherwise 404, as for no order at all.
 */
export async function getUnitOrder(
  ctx: RequestContext,
  input: { orderNo: string; serial: string | undefined; clientIp: string },
): Promise<OsdOrder> {
  await countLookup(ctx, input.clientIp);
  const order = await findUnitOrder(ctx.db, input.orderNo);
  let allowed = order !== undefined && (await buysFor(ctx, order.customerNumber));
  if (order && !allowed && input.serial !== undefined) {
    const serial = normalizeSerialNumber(input.serial);
    const unit = serial ? await findUnitBySerial(ctx.db, serial) : undefined;
    allowed = unit?.orderNo === order.orderNo;
  }
  if (!order || !allowed) {
    await countMiss(ctx, input.clientIp);
    throw new AppError('not_found', 'No such order.');
  }
  const rows = await findUnitsOfOrder(ctx.db, order.orderNo);
  return {
    OrderNo: order.orderNo,
    OrderDate: order.orderDate,
    Products: rows.map((unit) => ({
      SerialNo: unit.serialNumber,
      Name: nameOf(ctx, unit),
      VariantCode: unit.variantCode,
      ManufactureDate: unit.manufactureDate,
    })),
  };
}

/** The unit of an id (ProductId), counted as a look-up; 404 when unknown. */
export async function unitById(ctx: RequestContext, id: string, clientIp: string): Promise<UnitRow> {
  await countLookup(ctx, clientIp);
  const unit = await findUnitById(ctx.db, id);
  if (!unit) {
    await countMiss(ctx, clientIp);
    throw new AppError('not_found', 'No such unit.');
  }
  return unit;
}

/** GET Osd/Product/{id}/UnitSpecificDocuments. */
export async function getUnitDocuments(
  ctx: RequestContext,
  id: string,
  clientIp: string,
): Promise<UnitDocument[]> {
  const unit = await unitById(ctx, id, clientIp);
  const rows = await findUnitDocuments(ctx.db, unit.id);
  return rows.map((doc) => ({
    Id: doc.id,
    Kind: doc.kind,
    Name: localizedText(doc.name, ctx.locale),
    FileName: doc.fileName,
    Size: doc.fileSize,
    Url: `/api/v1/Osd/Product/${unit.id}/UnitSpecificDocuments/${doc.id}`,
  }));
}

/** The unit of a serial with its documents, for the zip; 404 when unknown. */
export async function unitWithDocuments(ctx: RequestContext, raw: string, clientIp: string) {
  const unit = await lookUp(ctx, raw, clientIp);
  if (!unit) throw new AppError('not_found', 'No unit has this serial number.');
  return { unit, name: nameOf(ctx, unit), documents: await findUnitDocuments(ctx.db, unit.id) };
}
