import type { SubmissionKind, SubmissionSource } from '@airshop/domain/forms/submission-kinds';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A file of a submission as the detail lists it and the download finds it in storage. */
export interface SourceFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
}

/**
 * One table of submissions, as the back office's list reads it (ADR 0074). The list is a UNION ALL of every
 * source's `summaries()`; a new form joins by implementing this and being listed in sources/index.ts.
 */
export interface SubmissionSourceReader {
  source: SubmissionSource;
  /** The kinds this source's rows can have; a kind filter skips the sources that have none of it. */
  kinds: readonly SubmissionKind[];
  /**
   * A SELECT of this source's rows with exactly these columns, in this order: id (uuid), kind (text),
   * created_at (timestamptz), market_id (text, may be null), name (text), email (text), company_name (text,
   * may be null), serial_number (text, may be null), reference (text, may be null: the sender's quotable reference), file_count (int). `kind` narrows it when the list is
   * filtered by one of the source's kinds.
   */
  summaries(kind: SubmissionKind | undefined): SQL;
  /** Every field as sent, in the form's order (keys are translated by the page: `field/<Name>`). */
  fields(db: Db, id: string): Promise<{ Name: string; Value: string }[] | undefined>;
  files(db: Db, id: string): Promise<SourceFile[]>;
}
