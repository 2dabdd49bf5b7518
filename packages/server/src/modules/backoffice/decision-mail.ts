import { USER_STATUS } from '@airshop/domain/account/user-status';
import { type MailContent, type MailText, quotedLines } from '../mail/index.ts';

/** What a decision mail says: one kind per outcome the user notices. */
export const DECISION_MAIL_KINDS = [
  'stepApproved',
  'approved',
  'rejected',
  'removed',
  'onHold',
  'resumed',
] as const;
export type DecisionMailKind = (typeof DECISION_MAIL_KINDS)[number];

/** The kind of mail for a status change: approvals on the way, the final one, and the others. */
export function decisionMailKind(from: number, to: number): DecisionMailKind {
  switch (to) {
    case USER_STATUS.RejectedByCompanyAdmin:
    case USER_STATUS.RejectedByBackOffice:
    case USER_STATUS.RejectedByWebshopManager:
      return 'rejected';
    case USER_STATUS.RemovedByBackOffice:
    case USER_STATUS.RemovedByCompanyAdmin:
      return 'removed';
    case USER_STATUS.OnHold:
      return 'onHold';
  }
  if (from === USER_STATUS.OnHold) return 'resumed';
  return to === USER_STATUS.Approved ? 'approved' : 'stepApproved';
}

/** The plain-text mail (texts `decision/…` of the mail page): greeting, what happened, the reason when given, footer. */
export function decisionMail(
  text: MailText,
  kind: DecisionMailKind,
  name: string,
  reason: string | null,
): MailContent {
  const lines = [text('decision/greeting', { name }), '', text(`decision/${kind}/body`), ''];
  if (reason) lines.push(text('decision/reasonLabel'), ...quotedLines(reason), '');
  lines.push('--', text('decision/footer'));
  return { subject: text(`decision/${kind}/subject`), text: lines.join('\n') };
}
