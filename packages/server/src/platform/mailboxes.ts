import { z } from 'zod';

/**
 * Who receives the mail of each form and of the order desk (ADR 0052 is the runtime; this is issue 14 §9): the
 * settings FORMS_MAIL_TO and ORDER_DESK_MAIL_TO, and MAILBOXES for a form or a market that has its own mailbox.
 * Nothing here is a constant of the code: a shop sets its addresses without a release.
 */
export const MAILBOX_PURPOSES = [
  'newsletter',
  'spare-part-enquiry',
  'order-desk',
  // The unit page's four requests (ADR 0073): those OSD_BACK_OFFICE_REQUESTS names go to the back office, the
  // others to the sales mailbox of the market the unit was sold into (`unit-sales@SE=…`).
  'unit-request',
  'unit-sales',
  // The four after-sales forms (ADR 0075), each by the market the sender browses (`service-request@DE=…`).
  'discrepancy-report',
  'service-request',
  'retrofit-fans',
  'warranty-claim',
] as const;
export type MailboxPurpose = (typeof MAILBOX_PURPOSES)[number];

export interface MailboxOverride {
  readonly purpose: MailboxPurpose;
  /** Null: every market of that purpose without its own entry. */
  readonly marketId: string | null;
  readonly address: string;
}

export interface Mailboxes {
  /** Every form's mail unless MAILBOXES names another mailbox. */
  readonly forms: string;
  /** The order desk: orders and what they need a person for. */
  readonly orderDesk: string;
  readonly overrides: readonly MailboxOverride[];
}

const address = z.email();
/** `purpose=address` or `purpose@MARKET=address`; the market id as the markets table spells it (SE, DE, INT). */
const ENTRY = /^([a-z-]+)(?:@([A-Z]{2,3}))?=(.+)$/;

/**
 * MAILBOXES: entries separated by commas, such as
 * `spare-part-enquiry@SE=reservdelar@example.se,newsletter=marketing@example.com`. Returns the entries, or
 * the reason the first bad one is refused.
 */
export function parseMailboxOverrides(value: string): MailboxOverride[] | string {
  const overrides: MailboxOverride[] = [];
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    const match = ENTRY.exec(entry);
    if (!match) return `"${entry}" is not purpose=address or purpose@MARKET=address`;
    const [, purpose, marketId, mailbox] = match;
    if (!MAILBOX_PURPOSES.includes(purpose as MailboxPurpose)) {
      return `"${purpose}" is none of ${MAILBOX_PURPOSES.join(', ')}`;
    }
    if (!address.safeParse(mailbox).success) return `"${mailbox}" is not an e-mail address`;
    const override = {
      purpose: purpose as MailboxPurpose,
      marketId: marketId ?? null,
      address: mailbox as string,
    };
    if (overrides.some((o) => o.purpose === override.purpose && o.marketId === override.marketId)) {
      return `"${purpose}${marketId ? `@${marketId}` : ''}" is named twice`;
    }
    overrides.push(override);
  }
  return overrides;
}

/** The mailbox of a purpose in a market: that market's entry, then the purpose's, then the setting's default. */
export function mailboxFor(mailboxes: Mailboxes, purpose: MailboxPurpose, marketId?: string): string {
  const of = (market: string | null) =>
    mailboxes.overrides.find((o) => o.purpose === purpose && o.marketId === market)?.address;
  return (
    (marketId === undefined ? undefined : of(marketId)) ??
    of(null) ??
    (purpose === 'order-desk' ? mailboxes.orderDesk : mailboxes.forms)
  );
}
