import type { OsdProductFormBody } from '@airshop/domain/osd/osd';
import { normalizeSerialNumber, type OsdRequestKind } from '@airshop/domain/osd/serial-number';
import { unitRequests } from '../../db/schema.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type IdempotentOutcome, PUBLIC_SCOPE, runIdempotent } from '../../platform/idempotency.ts';
import { type Mailboxes, mailboxFor } from '../../platform/mailboxes.ts';
import {
  clientNetworkSubject,
  hitRateLimit,
  type RateLimit,
  rateLimitSubject,
} from '../../platform/rate-limit.ts';
import { enqueueMail, loadMailTexts, quotedLines } from '../mail/index.ts';
import { findUnitById } from './queries.ts';
import type { UnitRequestRouting } from './service.ts';

/** A person sends a request or two about a unit, not dozens: per client network, and per sender address. */
export const UNIT_REQUEST_LIMIT_PER_IP: RateLimit = { name: 'unit-request:ip', max: 10, windowSeconds: 3600 };
export const UNIT_REQUEST_LIMIT_PER_ADDRESS: RateLimit = {
  name: 'unit-request:from',
  max: 10,
  windowSeconds: 86_400,
};

export const SEND_UNIT_REQUEST_OPERATION = 'POST Osd/Product/{id}/SendOsdProductForm';

/** The back office's names of the four requests (its mails are in English, like the other forms'). */
const KIND_NAMES: Record<OsdRequestKind, string> = {
  'sales-enquiry': 'Sales enquiry',
  'register-warranty': 'Register warranty',
  'purchase-similar-unit': 'Purchase similar unit',
  'request-service-engineer': 'Request service engineer',
};

export interface UnitRequestInput {
  unitId: string;
  body: OsdProductFormBody;
  clientIp: string;
  mailboxes: Mailboxes;
  routing: UnitRequestRouting;
}

/**
 * POST Osd/Product/{id}/SendOsdProductForm: stores the request and mails it to the back office or to the sales
 * mailbox of the unit's market, as OSD_BACK_OFFICE_REQUESTS says, and a confirmation to the sender in the
 * page's language. Rate-limit hits, record and both mails are one transaction, idempotent by requestId (ADR 0051).
 */
export async function sendUnitRequest(
  ctx: RequestContext,
  input: UnitRequestInput,
): Promise<{ requestId: string; duplicate: boolean }> {
  const { body } = input;
  const unit = await findUnitById(ctx.db, input.unitId);
  if (!unit) throw new AppError('not_found', 'No such unit.');
  if (normalizeSerialNumber(body.SerialNo) !== unit.serialNumber) {
    throw new AppError('validation_failed', 'The request is not valid.', [
      { in: 'body', path: ['SerialNo'], message: 'is not the serial number of this unit' },
    ]);
  }
  const toBackOffice = input.routing.backOffice.has(body.FormType);
  const mailbox = toBackOffice
    ? mailboxFor(input.mailboxes, 'unit-request', unit.orderMarketId ?? undefined)
    : mailboxFor(input.mailboxes, 'unit-sales', unit.orderMarketId ?? undefined);
  const texts = await loadMailTexts(ctx.db, body.SalesUnit);
  const kindName = KIND_NAMES[body.FormType];
  const productName = unit.productName?.en ?? unit.variantCode;

  const outcome: IdempotentOutcome<{ id: string }> = await runIdempotent(
    ctx.db,
    {
      scope: PUBLIC_SCOPE,
      key: body.requestId,
      operation: SEND_UNIT_REQUEST_OPERATION,
      request: { unitId: input.unitId, ...body },
    },
    async (tx) => {
      await hitRateLimit(tx, UNIT_REQUEST_LIMIT_PER_IP, clientNetworkSubject(input.clientIp));
      await hitRateLimit(tx, UNIT_REQUEST_LIMIT_PER_ADDRESS, rateLimitSubject(body.Email, { hash: true }));
      const [row] = await tx
        .insert(unitRequests)
        .values({
          unitId: unit.id,
          serialNumber: unit.serialNumber,
          kind: body.FormType,
          userId: ctx.customer?.userId ?? null,
          firstName: body.FirstName,
          lastName: body.LastName,
          companyName: body.CompanyName || null,
          email: body.Email,
          telephone: body.Telephone || null,
          message: body.Message || null,
          wishedDate: body.Date ?? null,
          quantity: body.Quantity ?? null,
          locale: body.SalesUnit,
          routedTo: toBackOffice ? 'back-office' : 'sales',
          mailbox,
        })
        .returning({ id: unitRequests.id });
      const id = (row as { id: string }).id;
      await enqueueMail(tx, {
        to: [mailbox],
        subject: `${kindName}: unit ${unit.serialNumber} – ${body.FirstName} ${body.LastName}`,
        text: [
          `A visitor sent "${kindName}" from the page of unit ${unit.serialNumber}.`,
          '',
          `Serial number: ${unit.serialNumber}`,
          `Product: ${productName} (variant ${unit.variantCode})`,
          `Manufactured: ${unit.manufactureDate}`,
          `Order: ${unit.orderNo ?? '–'}${unit.orderMarketId ? ` (market ${unit.orderMarketId})` : ''}`,
          '',
          `Name: ${body.FirstName} ${body.LastName}`,
          ...(body.CompanyName ? [`Company: ${body.CompanyName}`] : []),
          `E-mail: ${body.Email}`,
          ...(body.Telephone ? [`Telephone: ${body.Telephone}`] : []),
          ...(body.Date
            ? [`${body.FormType === 'register-warranty' ? 'In use since' : 'Wished date'}: ${body.Date}`]
            : []),
          ...(body.Quantity !== undefined ? [`Quantity: ${body.Quantity}`] : []),
          `Language: ${body.SalesUnit}`,
          ...(body.Message ? ['', 'Message:', ...quotedLines(body.Message)] : []),
          '',
          `Request id: ${id}`,
        ].join('\n'),
      });
      await enqueueMail(tx, {
        to: [body.Email],
        subject: texts('osd/confirmation/subject', { serial: unit.serialNumber }),
        text: [
          texts('osd/confirmation/greeting', { name: body.FirstName }),
          '',
          texts(`osd/confirmation/${body.FormType}`, { serial: unit.serialNumber }),
          '',
          texts('osd/confirmation/footer'),
        ].join('\n'),
      });
      return { id };
    },
  );
  if (!outcome.replayed) {
    ctx.log.info(
      { requestId: outcome.result.id, kind: body.FormType, toBackOffice },
      'unit request stored and mailed',
    );
  }
  return { requestId: outcome.result.id, duplicate: outcome.replayed };
}
