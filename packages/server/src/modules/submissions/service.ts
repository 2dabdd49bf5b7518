import { APPROVED } from '@airshop/domain/account/user-status';
import {
  SUBMISSION_PAGE_SIZE,
  type SubmissionSource,
  type SubmissionStatus,
} from '@airshop/domain/forms/submission-kinds';
import type {
  Submission,
  SubmissionList,
  SubmissionQuery,
  SubmissionSummary,
} from '@airshop/domain/forms/submissions';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissionStatusEvents, submissionStatuses, users } from '../../db/schema.ts';
import { requireRole } from '../../platform/access.ts';
import type { RequestContext, SignedInUser } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { SourceFile } from './source.ts';
import { SUBMISSION_SOURCE_READERS } from './sources/index.ts';

/**
 * The submissions are the back-office admin's alone (ADR 0074): they are after-sales work carrying installers'
 * contact data and photos, not the shop's running, so the webshop manager is refused like a buyer (403).
 */
export function requireSubmissionDesk(ctx: RequestContext): SignedInUser {
  const actor = requireRole(ctx, 'backOfficeAdmin');
  if (actor.status !== APPROVED) throw new AppError('forbidden');
  return actor;
}

interface SummaryRow {
  source: SubmissionSource;
  id: string;
  kind: SubmissionSummary['Kind'];
  created_at: string | Date;
  market_id: string | null;
  name: string;
  email: string;
  company_name: string | null;
  serial_number: string | null;
  reference: string | null;
  file_count: number | string;
  status: SubmissionStatus;
  total?: number | string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** `%`, `_` and `\` typed by a person are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The union of every source (those that can have the filtered kind), each row tagged with its source. */
function unionOfSources(query: Pick<SubmissionQuery, 'kind'>): SQL | undefined {
  const parts = Object.values(SUBMISSION_SOURCE_READERS)
    .filter((reader) => !query.kind || reader.kinds.includes(query.kind))
    .map(
      (reader) => sql`select ${reader.source}::text as source, x.* from (${reader.summaries(query.kind)}) x`,
    );
  if (parts.length === 0) return undefined;
  return sql.join(parts, sql` union all `);
}

function conditions(query: Omit<SubmissionQuery, 'page'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.status) parts.push(sql`coalesce(st.status, 'new') = ${query.status}`);
  if (query.market) parts.push(sql`s.market_id = ${query.market}`);
  if (query.from) parts.push(sql`s.created_at >= ${query.from}::date`);
  if (query.to) parts.push(sql`s.created_at < ${query.to}::date + 1`);
  if (query.q) {
    const text = likePattern(query.q);
    parts.push(
      sql`(s.name ilike ${text} or s.email ilike ${text} or s.company_name ilike ${text} or s.serial_number ilike ${text}
        or s.reference ilike ${text})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function toSummary(row: SummaryRow): SubmissionSummary {
  return {
    Id: row.id,
    Source: row.source,
    Kind: row.kind,
    CreatedAt: new Date(row.created_at).toISOString(),
    MarketId: row.market_id,
    Name: row.name,
    Email: row.email,
    CompanyName: row.company_name,
    SerialNumber: row.serial_number,
    Reference: row.reference,
    FileCount: Number(row.file_count),
    Status: row.status,
  };
}

async function selectSummaries(
  db: Db,
  query: Omit<SubmissionQuery, 'page'>,
  page: { limit: number; offset: number } | { id: string },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const union = unionOfSources(query);
  if (!union) return { rows: [], total: 0 };
  const where = 'id' in page ? sql`s.id = ${page.id}` : conditions(query);
  const tail =
    'id' in page
      ? sql``
      : sql`order by s.created_at desc, s.id desc limit ${page.limit} offset ${page.offset}`;
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      select s.*, coalesce(st.status, 'new') as status, count(*) over () as total
      from (${union}) s
      left join ${submissionStatuses} st on st.source = s.source and st.submission_id = s.id
      where ${where}
      ${tail}`),
  );
  if (rows.length > 0 || 'id' in page || page.offset === 0) {
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }
  // A page past the end still says how many there are.
  const [counted] = rowsOf<{ total: number | string }>(
    await db.execute(sql`
      select count(*) as total from (${union}) s
      left join ${submissionStatuses} st on st.source = s.source and st.submission_id = s.id
      where ${where}`),
  );
  return { rows, total: Number(counted?.total ?? 0) };
}

/** GET BackOffice/Submissions. */
export async function listSubmissions(ctx: RequestContext, query: SubmissionQuery): Promise<SubmissionList> {
  requireSubmissionDesk(ctx);
  const { rows, total } = await selectSummaries(ctx.db, query, {
    limit: SUBMISSION_PAGE_SIZE,
    offset: (query.page - 1) * SUBMISSION_PAGE_SIZE,
  });
  return {
    Submissions: rows.map(toSummary),
    TotalCount: total,
    Page: query.page,
    PageSize: SUBMISSION_PAGE_SIZE,
  };
}

async function findSummary(db: Db, id: string): Promise<SummaryRow> {
  const { rows } = await selectSummaries(db, {}, { id });
  const row = rows[0];
  if (!row) throw new AppError('not_found', 'No such submission.');
  return row;
}

async function toSubmission(db: Db, row: SummaryRow): Promise<Submission> {
  const reader = SUBMISSION_SOURCE_READERS[row.source];
  const [fields, files, history] = await Promise.all([
    reader.fields(db, row.id),
    reader.files(db, row.id),
    db
      .select({
        status: submissionStatusEvents.status,
        at: submissionStatusEvents.createdAt,
        by: users.email,
      })
      .from(submissionStatusEvents)
      .leftJoin(users, eq(users.id, submissionStatusEvents.byUserId))
      .where(
        and(eq(submissionStatusEvents.source, row.source), eq(submissionStatusEvents.submissionId, row.id)),
      )
      .orderBy(asc(submissionStatusEvents.createdAt), asc(submissionStatusEvents.id)),
  ]);
  return {
    ...toSummary(row),
    Fields: fields ?? [],
    Files: files.map((file) => ({
      Id: file.id,
      Name: file.name,
      ContentType: file.contentType,
      Size: file.size,
    })),
    StatusHistory: history.map((event) => ({
      Status: event.status,
      ChangedAt: new Date(event.at).toISOString(),
      ChangedBy: event.by ?? null,
    })),
  };
}

/** GET BackOffice/Submissions/{id}. */
export async function getSubmission(ctx: RequestContext, id: string): Promise<Submission> {
  requireSubmissionDesk(ctx);
  return toSubmission(ctx.db, await findSummary(ctx.db, id));
}

/** The stored file behind GET BackOffice/Submissions/{id}/Files/{fileId}; 404 when it has no such file. */
export async function submissionFile(ctx: RequestContext, id: string, fileId: string): Promise<SourceFile> {
  requireSubmissionDesk(ctx);
  const row = await findSummary(ctx.db, id);
  const file = (await SUBMISSION_SOURCE_READERS[row.source].files(ctx.db, row.id)).find(
    (f) => f.id === fileId,
  );
  if (!file) throw new AppError('not_found', 'No such file of this submission.');
  return file;
}

/**
 * PUT BackOffice/Submissions/{id}/Status: the back office may set any of the three (work reopens); each change
 * is recorded with who made it and when. Setting the status it already has records nothing.
 */
export async function setSubmissionStatus(
  ctx: RequestContext,
  id: string,
  status: SubmissionStatus,
): Promise<Submission> {
  const actor = requireSubmissionDesk(ctx);
  const row = await findSummary(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    // The row is the lock: two desks setting one submission at once are serialised on it.
    const [current] = await tx
      .insert(submissionStatuses)
      .values({ source: row.source, submissionId: row.id, status: 'new', changedByUserId: null })
      .onConflictDoUpdate({
        target: [submissionStatuses.source, submissionStatuses.submissionId],
        set: { source: sql`excluded.source` },
      })
      .returning({ status: submissionStatuses.status, changedByUserId: submissionStatuses.changedByUserId });
    const was = current?.status ?? 'new';
    if (was === status) return;
    await tx
      .update(submissionStatuses)
      .set({ status, changedByUserId: actor.userId, changedAt: sql`now()` })
      .where(and(eq(submissionStatuses.source, row.source), eq(submissionStatuses.submissionId, row.id)));
    await tx
      .insert(submissionStatusEvents)
      .values({ source: row.source, submissionId: row.id, status, byUserId: actor.userId });
  });
  return toSubmission(ctx.db, await findSummary(ctx.db, id));
}
