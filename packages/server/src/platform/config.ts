import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OSD_REQUEST_KINDS, type OsdRequestKind } from '@airshop/domain/osd/serial-number';
import { z } from 'zod';
import { type Mailboxes, parseMailboxOverrides } from './mailboxes.ts';
import { isProxyEntry } from './trusted-proxies.ts';

/** The repository root, so relative defaults work whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the server reads, in one place. Parsed at start; a bad value stops the process
 * with a message naming the variable. Documented in README.md ("Settings").
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Files (catalogue, uploads); every process of one database must see the same folder (ADR 0040). */
    FILES_DIR: z.string().min(1).optional(),
    /**
     * Where files are kept: `database` (in PostgreSQL, shared by every process of the database) or `folder`
     * (FILES_DIR). Unset: `database` with DATABASE_URL, `folder` with the embedded database (ADR 0046).
     */
    FILE_STORAGE: z.enum(['database', 'folder']).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Airshop <no-reply@airshop.example>'),
    /** The back office's mailbox for form submissions; required with SMTP_URL (platform/mailboxes.ts). */
    FORMS_MAIL_TO: z.email().optional(),
    /** The order desk's mailbox; required with SMTP_URL. */
    ORDER_DESK_MAIL_TO: z.email().optional(),
    /** A form's or a market's own mailbox: `spare-part-enquiry@SE=parts@example.se,newsletter=…`. */
    MAILBOXES: z
      .string()
      .transform((value, context) => {
        const parsed = parseMailboxOverrides(value);
        if (typeof parsed === 'string') {
          context.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      })
      .optional(),
    /**
     * Which of the unit page's four requests go to the back office (mailbox `unit-request`); the others go to the
     * sales mailbox of the unit's market (`unit-sales`). Comma-separated kinds, `none` for none (ADR 0073).
     */
    OSD_BACK_OFFICE_REQUESTS: z
      .string()
      .transform((value, context) => {
        const kinds = value === 'none' ? [] : value.split(',').map((kind) => kind.trim());
        const bad = kinds.find((kind) => !(OSD_REQUEST_KINDS as readonly string[]).includes(kind));
        if (bad !== undefined) {
          context.addIssue({
            code: 'custom',
            message: `"${bad}" is none of ${OSD_REQUEST_KINDS.join(', ')}`,
          });
          return z.NEVER;
        }
        return new Set(kinds as OsdRequestKind[]);
      })
      .default(new Set<OsdRequestKind>(['register-warranty', 'request-service-engineer'])),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The proxies whose `X-Forwarded-For` and `X-Request-Id` are believed: addresses or CIDR networks, separated
     * by commas. `true` (trust whoever connects) is refused: then any client could choose its own address.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value) => (value === 'false' ? [] : value.split(',').map((entry) => entry.trim())))
      .refine((entries) => entries.every(isProxyEntry), {
        message:
          'list the proxies’ addresses or networks, separated by commas (10.0.0.2,10.1.0.0/16), or false',
      }),
    TEST_HOOKS: booleanFlag,
    WEB_BUILD_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'packages/web/build')),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** Bodies over 1 MiB (enquiry photos) parsed at once; as many more wait, the rest get 503 (ADR 0040). */
    UPLOAD_SLOTS: z.coerce.number().int().min(1).max(64).default(4),
    /**
     * The after-sales forms' files together up to this many MB are attached to the back office's mail; above it
     * the mail links to the submission in the back office (ADR 0075).
     */
    AFTER_SALES_ATTACH_MAX_MB: z.coerce.number().min(0).max(100).default(15),
    PRODUCT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /** Demo catalogue and demo accounts on an empty database; unset: on with PGlite, off with DATABASE_URL. */
    DEMO_DATA: z.enum(['on', 'off']).optional(),
    /** `off`: this process sends no mail and leaves the outbox to the workers of the others (ADR 0046). */
    MAIL_WORKER: z.enum(['on', 'off']).default('on'),
    /** The ERP's receiver of placed orders; unset: files in DATA_DIR/orders-out (ADR 0064). */
    ORDER_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The key of the HMAC the receiver checks each delivery with; required with ORDER_WEBHOOK_URL. */
    ORDER_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  // With SMTP mail really leaves: the demo's mailboxes at airshop.example would lose every form and order.
  .superRefine((env, context) => {
    // Unsigned orders would be accepted from anyone who finds the receiver's address.
    if (env.ORDER_WEBHOOK_URL && !env.ORDER_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['ORDER_WEBHOOK_SECRET'],
        message: 'required when ORDER_WEBHOOK_URL is set',
      });
    }
    if (!env.SMTP_URL) return;
    for (const name of ['FORMS_MAIL_TO', 'ORDER_DESK_MAIL_TO'] as const) {
      if (!env[name])
        context.addIssue({ code: 'custom', path: [name], message: 'required when SMTP_URL is set' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Without SMTP_URL mail lands as .eml files, so the demo company's mailboxes are default enough. */
const DEMO_FORMS_MAILBOX = 'backoffice@airshop.example';
const DEMO_ORDER_DESK_MAILBOX = 'orders@airshop.example';

export interface Config
  extends Omit<
    Env,
    | 'SESSION_SECRET'
    | 'DEMO_DATA'
    | 'FILES_DIR'
    | 'FILE_STORAGE'
    | 'FORMS_MAIL_TO'
    | 'ORDER_DESK_MAIL_TO'
    | 'MAILBOXES'
  > {
  /** Absolute. */
  DATA_DIR: string;
  /** Absolute; DATA_DIR/files unless set. */
  FILES_DIR: string;
  /** FILE_STORAGE, or its default for the database in use. */
  FILE_STORAGE: 'database' | 'folder';
  SESSION_SECRET: string;
  /** Where the server is reached from outside: PUBLIC_URL, or http://HOST:PORT. */
  publicUrl: string;
  /** Cookies get Secure when the site is served over https. */
  secureCookies: boolean;
  /**
   * Whether an empty database gets the demo catalogue and the demo accounts (ADR 0017). On by default only with
   * the embedded database on a loopback address (`npm start` on a laptop): a PostgreSQL server, or a server
   * others can reach, is where real customers sign in, so there the accounts' public password must be asked for.
   */
  demoData: boolean;
  /** Who receives the forms' and the order desk's mail (platform/mailboxes.ts). */
  mailboxes: Mailboxes;
  /** /{locale}/ui-kit, the design system's showcase: in development and with test hooks, never in production. */
  uiKit: boolean;
  /** Why the default turned demo data off although the database is embedded; for the start log. */
  demoDataOffBecause?: 'non-loopback-host';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee README.md, section "Settings".`);
  }
  return result.data;
}

/** Reads SESSION_SECRET, or the one kept in DATA_DIR, or makes and keeps a new one. */
function sessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Whether HOST only accepts connections from this machine. Names other than `localhost` are not resolved: a
 * name that may point anywhere counts as reachable from outside, and so do `0.0.0.0` and `::`.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const mapped = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIPv4(mapped) && mapped.startsWith('127.');
}

/** DEMO_DATA when set; else on only for the embedded database listening on a loopback address. */
function demoDataSetting(env: Env): Pick<Config, 'demoData' | 'demoDataOffBecause'> {
  if (env.DEMO_DATA) return { demoData: env.DEMO_DATA === 'on' };
  if (env.DATABASE_URL) return { demoData: false };
  if (!isLoopbackHost(env.HOST)) return { demoData: false, demoDataOffBecause: 'non-loopback-host' };
  return { demoData: true };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (parsed.PUBLIC_URL ?? `http://${parsed.HOST}:${parsed.PORT}`).replace(/\/$/, '');
  const { DEMO_DATA, FILES_DIR, FILE_STORAGE, FORMS_MAIL_TO, ORDER_DESK_MAIL_TO, MAILBOXES, ...rest } =
    parsed;
  return {
    ...rest,
    DATA_DIR: dataDir,
    FILES_DIR: FILES_DIR ? path.resolve(FILES_DIR) : path.join(dataDir, 'files'),
    FILE_STORAGE: FILE_STORAGE ?? (parsed.DATABASE_URL ? 'database' : 'folder'),
    SESSION_SECRET: sessionSecret(parsed, dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    mailboxes: {
      forms: FORMS_MAIL_TO ?? DEMO_FORMS_MAILBOX,
      orderDesk: ORDER_DESK_MAIL_TO ?? DEMO_ORDER_DESK_MAILBOX,
      overrides: MAILBOXES ?? [],
    },
    uiKit: parsed.NODE_ENV !== 'production' || parsed.TEST_HOOKS,
    ...demoDataSetting(parsed),
  };
}
