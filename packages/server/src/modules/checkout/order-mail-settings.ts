import type { Mailboxes } from '../../platform/mailboxes.ts';

/** What the order mails need from the configuration: the mailboxes and the address of the site for links. */
export interface OrderMailSettings {
  readonly mailboxes: Mailboxes;
  /** PUBLIC_URL (or http://HOST:PORT), without a trailing slash. */
  readonly publicUrl: string;
}
