import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema.ts';
import { assertSafeKey, type Storage } from '../../platform/storage.ts';
import type { ImportProblem } from './read-records.ts';
import { type Counts, chunks, emptyCounts } from './report.ts';

export interface ImportedFile {
  key: string;
  sha256: string;
  size: number;
  contentType: string;
  width?: number;
  height?: number;
}

/** Imported files are stored under this prefix, keyed by their path below files/. */
export const FILE_KEY_PREFIX = 'catalog/';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.dwg': 'application/acad',
  '.ifc': 'application/x-step',
  '.txt': 'text/plain; charset=utf-8',
};
const RASTER = new Set(['image/png', 'image/jpeg', 'image/webp']);

async function listFiles(root: string, rel = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, rel), { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const entry of entries) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(root, child)));
    else if (entry.isFile()) out.push(child);
  }
  return out.sort();
}

/**
 * Copies files/ of the folder into storage. A file whose hash equals the stored one is not rewritten.
 * Returns every file by its path below files/, for the records that refer to them.
 */
export async function importFiles(
  db: Db,
  storage: Storage,
  dir: string,
  problems: ImportProblem[],
): Promise<{ files: Map<string, ImportedFile>; counts: Counts }> {
  const root = path.join(dir, 'files');
  const counts = emptyCounts();
  const known = new Map(
    (
      await db
        .select()
        .from(storedFiles)
        .where(like(storedFiles.key, `${FILE_KEY_PREFIX}%`))
    ).map((row) => [row.key, row]),
  );
  const files = new Map<string, ImportedFile>();
  const changed: ImportedFile[] = [];

  const one = async (rel: string): Promise<void> => {
    const key = FILE_KEY_PREFIX + rel;
    const contentType = CONTENT_TYPES[path.extname(rel).toLowerCase()];
    try {
      assertSafeKey(key);
    } catch {
      problems.push({ file: `files/${rel}`, path: '', message: 'file name must be letters, digits, . _ -' });
      counts.rejected++;
      return;
    }
    if (!contentType) {
      problems.push({
        file: `files/${rel}`,
        path: '',
        message: `unsupported file type ${path.extname(rel)}`,
      });
      counts.rejected++;
      return;
    }
    const bytes = await readFile(path.join(root, rel));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const before = known.get(key);
    if (before && before.sha256 === sha256 && (await storage.exists(key))) {
      files.set(rel, {
        key,
        sha256,
        size: before.size,
        contentType: before.contentType,
        ...(before.width ? { width: before.width } : {}),
        ...(before.height ? { height: before.height } : {}),
      });
      counts.unchanged++;
      return;
    }
    const file: ImportedFile = { key, sha256, size: bytes.length, contentType };
    if (RASTER.has(contentType)) {
      try {
        const meta = await sharp(bytes).metadata();
        file.width = meta.width;
        file.height = meta.height;
      } catch {
        problems.push({ file: `files/${rel}`, path: '', message: 'not a readable image' });
        counts.rejected++;
        return;
      }
    }
    await storage.put(key, bytes, contentType);
    files.set(rel, file);
    changed.push(file);
    if (before) counts.updated++;
    else counts.created++;
  };
  // A few files at a time: the work is mostly waiting for the file system.
  const queue = await listFiles(root);
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let rel = queue.shift(); rel !== undefined; rel = queue.shift()) await one(rel);
    }),
  );
  changed.sort((x, y) => (x.key < y.key ? -1 : 1));

  for (const batch of chunks(changed, 500)) {
    await db
      .insert(storedFiles)
      .values(batch.map((f) => ({ ...f, width: f.width ?? null, height: f.height ?? null })))
      .onConflictDoUpdate({
        target: storedFiles.key,
        set: {
          sha256: sql`excluded.sha256`,
          size: sql`excluded.size`,
          contentType: sql`excluded.content_type`,
          width: sql`excluded.width`,
          height: sql`excluded.height`,
          updatedAt: sql`now()`,
        },
      });
  }
  return { files, counts };
}
