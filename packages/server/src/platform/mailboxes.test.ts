import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { mailboxFor, parseMailboxOverrides } from './mailboxes.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'airshop-mailboxes-'));
const SMTP_URL = 'smtp://mail.example.com:587';

describe('mailboxes', () => {
  it('picks the market’s entry, then the form’s, then the setting of its kind', () => {
    const { mailboxes } = loadConfig({
      DATA_DIR: tmp(),
      FORMS_MAIL_TO: 'forms@shop.example',
      ORDER_DESK_MAIL_TO: 'orders@shop.example',
      MAILBOXES:
        'spare-part-enquiry@SE=parts-se@shop.example, spare-part-enquiry=parts@shop.example,' +
        'order-desk@DE=auftraege@shop.example',
    });
    expect(mailboxFor(mailboxes, 'spare-part-enquiry', 'SE')).toBe('parts-se@shop.example');
    expect(mailboxFor(mailboxes, 'spare-part-enquiry', 'FI')).toBe('parts@shop.example');
    expect(mailboxFor(mailboxes, 'newsletter')).toBe('forms@shop.example');
    expect(mailboxFor(mailboxes, 'order-desk', 'DE')).toBe('auftraege@shop.example');
    expect(mailboxFor(mailboxes, 'order-desk', 'SE')).toBe('orders@shop.example');
  });

  it('falls back to the demo company’s mailboxes only while mail is written to files', () => {
    const { mailboxes } = loadConfig({ DATA_DIR: tmp() });
    expect(mailboxFor(mailboxes, 'newsletter')).toBe('backoffice@airshop.example');
    expect(mailboxFor(mailboxes, 'order-desk')).toBe('orders@airshop.example');
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL, FORMS_MAIL_TO: 'forms@shop.example' })).toThrow(
      /ORDER_DESK_MAIL_TO: required when SMTP_URL is set/,
    );
    const real = loadConfig({
      DATA_DIR: tmp(),
      SMTP_URL,
      FORMS_MAIL_TO: 'forms@shop.example',
      ORDER_DESK_MAIL_TO: 'orders@shop.example',
    });
    expect(mailboxFor(real.mailboxes, 'spare-part-enquiry', 'SE')).toBe('forms@shop.example');
  });

  it('refuses a bad MAILBOXES entry naming it, and bad addresses in the settings', () => {
    expect(parseMailboxOverrides('newsletter')).toMatch(/is not purpose=address/);
    expect(parseMailboxOverrides('catalogue=a@shop.example')).toMatch(/"catalogue" is none of/);
    expect(parseMailboxOverrides('newsletter@se=a@shop.example')).toMatch(/is not purpose=address/);
    expect(parseMailboxOverrides('newsletter=not an address')).toMatch(/is not an e-mail address/);
    expect(parseMailboxOverrides('newsletter=a@shop.example,newsletter=b@shop.example')).toMatch(
      /named twice/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), MAILBOXES: 'newsletter' })).toThrow(/MAILBOXES/);
    expect(() => loadConfig({ DATA_DIR: tmp(), FORMS_MAIL_TO: 'back office' })).toThrow(/FORMS_MAIL_TO/);
  });
});

describe('the ui-kit page', () => {
  it('is served in development and with test hooks, never by a production server', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).uiKit).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' }).uiKit).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', TEST_HOOKS: 'true' }).uiKit).toBe(true);
  });
});
