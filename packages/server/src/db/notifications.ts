import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/*
 * PostgreSQL LISTEN/NOTIFY for waking workers in every process (ADR 0046): a transaction that gives a worker
 * something to do calls `pg_notify(channel)`, PostgreSQL delivers it to every listener once the transaction
 * commits, and each process's worker runs at once instead of at its next poll. Polling stays, rarely, for what a
 * notification cannot cover (a retry that falls due, a lease that runs out, a listener that was reconnecting).
 */

export interface Listening {
  /** Stops listening; resolves once the connection is closed. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Called for each notification, and after a reconnect (notifications sent meanwhile were lost). */
  onNotify: () => void;
  /** A lost connection; the listener reconnects by itself. */
  onError?: (error: unknown) => void;
}

/** Channel names are fixed identifiers of this code base, never input: checked anyway, as they are quoted in SQL. */
function assertChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** A connection of its own (a pooled one would be handed to queries and drop the LISTEN), reconnected on loss. */
export async function listenOnServer(
  url: string,
  channel: string,
  { onNotify, onError }: ListenOptions,
): Promise<Listening> {
  assertChannel(channel);
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => {
      onError?.(error);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`listen "${channel}"`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RECONNECT_FIRST_MS;
  };

  const reconnect = (lost: pg.Client): void => {
    if (closed || client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    schedule();
  };

  const schedule = (): void => {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(onNotify, (error: unknown) => {
        onError?.(error);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        if (!closed) schedule();
      });
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** The embedded database is one process: its own listener is all there is to wake. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  { onNotify }: ListenOptions,
): Promise<Listening> {
  assertChannel(channel);
  const unlisten = await client.listen(channel, () => onNotify());
  return { close: () => unlisten() };
}
