import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicTask, runPeriodically } from './periodic.ts';
import { type Storage, StorageNotFoundError } from './storage.ts';

/*
 * Uploads are written before the record that names them commits, and a process can be killed in between
 * (issue 13: 28 MB of enquiry photos in seven folders without an enquiry). So an upload is first written under
 * a pending key, `pending/<final key>`; once its record has committed it is moved to the final key. A sweep, at
 * start and periodically, finishes what a killed process left: a pending file whose final key a record names is
 * moved into place, any other pending file older than the grace period is removed, and so are files under the
 * watched folders that no record names (left by versions before this one). ADR 0040.
 */

export const PENDING_PREFIX = 'pending';

export function pendingKeyOf(finalKey: string): string {
  return `${PENDING_PREFIX}/${finalKey}`;
}

/** Moves a pending upload to its final key; already moved (by a sweep of another process) is fine too. */
export async function promotePendingFile(storage: Storage, finalKey: string): Promise<void> {
  try {
    await storage.move(pendingKeyOf(finalKey), finalKey);
  } catch (error) {
    if (error instanceof StorageNotFoundError && (await storage.exists(finalKey))) return;
    throw error;
  }
}

export interface SweepOptions {
  storage: Storage;
  /** Of these final keys, the ones a committed record names. */
  referencedKeys(keys: readonly string[]): Promise<Set<string>>;
  /** Folders of final keys whose files must each be named by a record (e.g. `spare-part-enquiries`). */
  watchedFolders: readonly string[];
  /**
   * Files younger than this are left alone: a request may be between writing its upload and committing. Far
   * longer than the transaction that follows the write.
   */
  graceMs: number;
  now?: Date;
}

export interface SweepReport {
  promoted: number;
  removed: number;
}

/** One sweep; several processes may sweep at once (a move or removal that another one did first is skipped). */
export async function sweepPendingFiles(options: SweepOptions): Promise<SweepReport> {
  const { storage, referencedKeys, watchedFolders, graceMs } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - graceMs);
  const report: SweepReport = { promoted: 0, removed: 0 };

  const pending = await storage.list(PENDING_PREFIX);
  const finalOf = (key: string) => key.slice(PENDING_PREFIX.length + 1);
  const named = await referencedKeys(pending.map((entry) => finalOf(entry.key)));
  for (const entry of pending) {
    const finalKey = finalOf(entry.key);
    if (named.has(finalKey)) {
      await promotePendingFile(storage, finalKey);
      report.promoted += 1;
    } else if (entry.modifiedAt < cutoff) {
      await storage.delete(entry.key);
      report.removed += 1;
    }
  }

  for (const folder of watchedFolders) {
    const files = (await storage.list(folder)).filter((entry) => entry.modifiedAt < cutoff);
    const kept = await referencedKeys(files.map((entry) => entry.key));
    for (const entry of files) {
      if (kept.has(entry.key)) continue;
      await storage.delete(entry.key);
      report.removed += 1;
    }
  }
  report.removed += await storage.removePartialWrites(cutoff);
  return report;
}

export type FileSweeper = PeriodicTask;

/** Sweeps now and then every `intervalMs`; a failed sweep is logged and tried again at the next interval. */
export function startFileSweeper(
  options: SweepOptions & { intervalMs: number; log: Pick<FastifyBaseLogger, 'info' | 'error'> },
): FileSweeper {
  return runPeriodically(options.intervalMs, () =>
    sweepPendingFiles(options)
      .then((report) => {
        if (report.promoted + report.removed > 0) options.log.info(report, 'swept unfinished uploads');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'sweeping unfinished uploads failed')),
  );
}
