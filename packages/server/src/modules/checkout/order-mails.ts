import { formatPrice, formatTaxRate } from '@airshop/domain/commerce/product-price';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import type { MailBlock, MailDocument, MailText } from '../mail/index.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

/*
 * The mails of a placed order and of a quote request (issue 16 points 3 and 4), in the order's language (texts
 * `order/…` of the mail page): the buyer's confirmation and the order desk's notice, the guest's copy and the
 * sales team's request. One document each, sent as plain text and HTML (mail/mail-document.ts).
 */

export type OrderMailKind = 'confirmation' | 'desk' | 'quoteCopy' | 'quoteSales';

interface Formats {
  readonly text: MailText;
  readonly tag: string;
  readonly money: (amount: number | null) => string;
  readonly date: (iso: string) => string;
}

function formatsOf(text: MailText, locale: Locale, currency: string): Formats {
  const tag = intlTag(locale);
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    text,
    tag,
    money: (amount) => (amount === null ? '–' : formatPrice(amount, currency, tag)),
    date: (iso) => dates.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
  };
}

function addressText(order: OrderSnapshot, f: Formats): string {
  const a = order.ShippingAddress;
  const country = new Intl.DisplayNames([f.tag], { type: 'region' }).of(a.CountryCode) ?? a.CountryCode;
  return [a.Name, a.Line1, a.Line2, `${a.PostalCode} ${a.City}`, country].filter(Boolean).join('\n');
}

/** Number, date, reference and who ordered; the desk and the sales team also get the contact details. */
function facts(order: OrderSnapshot, f: Formats, forStaff: boolean): MailBlock {
  const t = f.text;
  const quote = order.Kind === 'quoteRequest';
  const rows: [string, string][] = [
    [t(quote ? 'order/quote/number' : 'order/number'), order.Number],
    [t('order/placedAt'), f.date(order.PlacedAt)],
  ];
  if (order.OrderReference) rows.push([t('order/reference'), order.OrderReference]);
  if (forStaff || quote) {
    rows.push([t('order/company'), order.Company.Name]);
    if (order.Company.CustomerNumber) rows.push([t('order/customerNumber'), order.Company.CustomerNumber]);
    rows.push([t('order/buyer'), order.Buyer.Name], [t('order/email'), order.Buyer.Email]);
    if (order.Buyer.Phone) rows.push([t('order/phone'), order.Buyer.Phone]);
  }
  rows.push([t(quote ? 'order/quote/address' : 'order/shippingAddress'), addressText(order, f)]);
  return { kind: 'fields', rows };
}

function deliveryBlocks(order: OrderSnapshot, f: Formats): MailBlock[] {
  const t = f.text;
  const priced = order.Kind === 'order';
  // The code, the unit price and a note go under the name, so the table keeps to three columns: four were 420 px
  // wide in German on a 360 px phone.
  const head = [
    t('order/line/product'),
    t('order/line/quantity'),
    ...(priced ? [t('order/line/lineTotal')] : []),
  ];
  return order.Deliveries.flatMap((delivery): MailBlock[] => {
    const when = delivery.DeliveryDate
      ? t('order/delivery/date', { date: f.date(delivery.DeliveryDate) })
      : t('order/delivery/asap');
    const rows = delivery.Items.map((line) => [
      [
        line.Name,
        `${t('order/line/code')}: ${line.Code}`,
        ...(priced ? [`${t('order/line/unitPrice')}: ${f.money(line.DiscountedPrice)}`] : []),
        ...(line.Note ? [t('order/line/note', { note: line.Note })] : []),
      ].join('\n'),
      String(line.Quantity),
      ...(priced ? [f.money(line.LineTotal)] : []),
    ]);
    const blocks: MailBlock[] = [
      { kind: 'heading', text: t('order/delivery/heading', { number: delivery.ShipmentNo, date: when }) },
      { kind: 'table', head, rows, numeric: head.map((_, i) => i >= 1) },
    ];
    if (priced && delivery.SubTotal !== null) {
      blocks.push({ kind: 'totals', rows: [[t('order/delivery/subTotal'), f.money(delivery.SubTotal)]] });
    }
    return blocks;
  });
}

function totalBlocks(order: OrderSnapshot, f: Formats): MailBlock[] {
  const total = order.Total;
  if (!total) return [];
  const t = f.text;
  const rows: [string, string][] = [[t('order/total/subTotal'), f.money(total.SubTotal)]];
  for (const promotion of total.Promotions) {
    rows.push([t('order/total/promotion', { code: promotion.Code }), f.money(-promotion.SavedAmount)]);
  }
  rows.push([t('order/total/shippingFee'), f.money(total.ShippingFee)]);
  if (total.PaymentFee !== 0) rows.push([t('order/total/paymentFee'), f.money(total.PaymentFee)]);
  rows.push([t('order/total/totalNet'), f.money(total.TotalNet)]);
  for (const tax of total.Taxes) {
    rows.push([t('order/total/tax', { rate: formatTaxRate(tax.Rate, f.tag) }), f.money(tax.Amount)]);
  }
  rows.push([t('order/total/totalTaxIncluded'), f.money(total.TotalTaxIncluded)]);
  return [
    { kind: 'heading', text: t('order/total/heading') },
    { kind: 'totals', rows },
  ];
}

export interface OrderMailInput {
  readonly kind: OrderMailKind;
  readonly order: OrderSnapshot;
  readonly text: MailText;
  readonly locale: Locale;
  /** The order's page (confirmation and desk), absolute. */
  readonly orderUrl?: string;
}

/** The mail of one kind, as a document of blocks (rendered to text and HTML by the mail module). */
export function orderMail({ kind, order, text: t, locale, orderUrl }: OrderMailInput): MailDocument {
  const f = formatsOf(t, locale, order.Currency);
  const forStaff = kind === 'desk' || kind === 'quoteSales';
  const subjectValues = { number: order.Number, company: order.Company.Name };
  const blocks: MailBlock[] = [];
  if (!forStaff) blocks.push({ kind: 'paragraph', text: t('order/greeting', { name: order.Buyer.Name }) });
  blocks.push({ kind: 'paragraph', text: t(`order/${kind}/intro`, subjectValues) });
  blocks.push(facts(order, f, forStaff));
  if (order.Comment) {
    blocks.push({ kind: 'heading', text: t('order/comment') }, { kind: 'quote', text: order.Comment });
  }
  blocks.push(...deliveryBlocks(order, f), ...totalBlocks(order, f));
  if (orderUrl) blocks.push({ kind: 'link', label: t('order/link'), url: orderUrl });
  return {
    subject: t(`order/${kind}/subject`, subjectValues),
    lang: f.tag,
    blocks,
    ...(forStaff ? {} : { footer: t(`order/${kind}/footer`) }),
  };
}
