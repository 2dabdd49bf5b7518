import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
}

export interface SmtpSinkOptions {
  /** 0 (default) takes any free port; a number reopens a port a closed sink used ("the server is back"). */
  port?: number;
  /** Answer for a recipient: an SMTP code such as 451 (try later) or 550 (no such mailbox), or accept it. */
  refuseRecipient?: (address: string) => number | undefined;
  /** Called when a mail's data has arrived and before the server answers; the answer waits for the promise. */
  beforeAccept?: (mail: ReceivedMail) => Promise<void> | void;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail that arrives. */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process (no TLS, no auth) that keeps every mail it accepts. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const refusal = (code: number) =>
    Object.assign(new Error(code >= 500 ? 'No such mailbox' : 'Try again later'), { responseCode: code });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const code = options.refuseRecipient?.(address.address);
      callback(code ? refusal(code) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = {
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        try {
          await options.beforeAccept?.(mail);
          received.push(mail);
          for (const resolve of waiting.splice(0)) resolve(mail);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ParsedMail {
  /** Header names in lower case; folded lines unfolded. */
  headers: Map<string, string>;
  body: string;
}

/** Splits a raw RFC 822 message into headers and body; enough to check what a test sent. */
export function parseRawMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error('Not an RFC 822 message: no blank line after the headers');
  const headers = new Map<string, string>();
  const unfolded = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`Not a header line: ${JSON.stringify(line)}`);
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

/** Undoes quoted-printable (soft line breaks and =XX), which nodemailer uses for longer text lines. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
