import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat as statFile,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file, as `list` finds it. */
export interface StoredFileEntry {
  key: string;
  modifiedAt: Date;
}

export interface StoredFileInfo {
  size: number;
  contentType: string;
  modifiedAt: Date;
}

/**
 * Where files live (documents, product images, the image cache, uploads). Keys are relative slash-separated
 * paths ("catalog/images/unit-rx.png"); the filesystem implementation below can be replaced by an
 * S3-compatible one without the callers noticing.
 */
export interface Storage {
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  /** A stream of the file; throws StorageNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** undefined when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | undefined>;
  exists(key: string): Promise<boolean>;
  /**
   * Removes the file, and its folder when that is left empty; a key with no file is not an error (the goal, no
   * file, is reached).
   */
  delete(key: string): Promise<void>;
  /**
   * A random id made once for these files and kept with them: every process that sees the same files reads
   * the same id, a process with a folder of its own reads another (platform/shared-storage.ts).
   */
  identity(): Promise<string>;
  /**
   * Gives a file another key (with its type), replacing a file there. Throws StorageNotFoundError when `from`
   * has no file. Used to turn a pending upload into the file its record names (platform/pending-files.ts).
   */
  move(from: string, to: string): Promise<void>;
  /** Every file whose key starts with `prefix/`, oldest first. */
  list(prefix: string): Promise<StoredFileEntry[]>;
  /** Removes what writes that never finished (a killed process) left behind before `olderThan`; answers how many. */
  removePartialWrites(olderThan: Date): Promise<number>;
}

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}
export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
}

const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * Throws unless the key is a plain relative path: segments of letters, digits, `.`, `_` and `-`, none of them
 * `..` or hidden. Keys may come from import files, so they must never reach outside the storage root.
 */
export function assertSafeKey(key: string): void {
  if (key.length === 0 || key.length > 512)
    throw new StorageKeyError(`Bad storage key length: ${key.length}`);
  const segments = key.split('/');
  for (const segment of segments) {
    if (!SAFE_SEGMENT.test(segment) || segment === '..' || segment === '.') {
      throw new StorageKeyError(`Unsafe storage key: ${JSON.stringify(key)}`);
    }
  }
  // The file-system store keeps its own `.type` sidecars and `.tmp` files beside the data.
  if (/\.(type|tmp)$/.test(key)) throw new StorageKeyError(`Reserved storage key: ${JSON.stringify(key)}`);
}

/**
 * Files under `root` (DATA_DIR/files). The content type is kept in a sidecar `<file>.type` so `stat` needs no
 * guessing from the name. A write goes to a temporary file first and is renamed into place, so a reader never
 * sees half a file.
 */
export function fileSystemStorage(root: string): Storage {
  const resolve = (key: string): string => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const typeFile = (file: string) => `${file}.type`;
  // Folders known to exist: an import stores thousands of files in a few folders.
  const folders = new Set<string>();
  // Hidden, so no key reaches it; in the root, so a rename into place stays on one file system.
  const partialFolder = path.join(root, '.partial');

  return {
    async put(key, body, contentType) {
      const file = resolve(key);
      const folder = path.dirname(file);
      if (!folders.has(folder)) {
        await mkdir(folder, { recursive: true });
        folders.add(folder);
      }
      // Unique per write: two writers of one key (in this process or another) must not share a temp file. In one
      // folder of their own, so a write a killed process left unfinished is found without walking every folder.
      // Made on every write (a cheap call when it exists): the root may have been cleaned since the last one.
      await mkdir(partialFolder, { recursive: true });
      const temp = path.join(partialFolder, `${randomBytes(8).toString('hex')}.tmp`);
      try {
        if (body instanceof Readable) await pipeline(body, createWriteStream(temp));
        else await writeFile(temp, body);
        // The folder may have been removed since it was made (a cleaned DATA_DIR, or a delete of its last
        // file): make it again once. The type first, so a reader of the file never finds it without one.
        const place = async () => {
          await writeFile(typeFile(file), contentType);
          await rename(temp, file);
        };
        await place().catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
          await mkdir(folder, { recursive: true });
          await place();
        });
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = resolve(key);
      // Opened here, not when the stream first reads: a file moved right after this (a pending upload put in
      // place, ADR 0040) stays readable through its descriptor. A lazy open failed a mail that way (ENOENT).
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StorageNotFoundError(`No file ${key}`) : error;
      });
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new StorageNotFoundError(`No file ${key}`);
      }
      return handle.createReadStream();
    },
    async stat(key) {
      const file = resolve(key);
      const info = await statFile(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const contentType = await readFile(typeFile(file), 'utf8').catch(() => undefined);
      return {
        size: info.size,
        contentType: contentType ?? 'application/octet-stream',
        modifiedAt: info.mtime,
      };
    },
    async exists(key) {
      return isFile(resolve(key));
    },
    async delete(key) {
      const file = resolve(key);
      await Promise.all([rm(file, { force: true }), rm(typeFile(file), { force: true })]);
      // Files of one owner share a folder (an enquiry's photos): the last one out takes it. rmdir only removes
      // an empty folder; a folder still in use stays, and a put after this makes it again (bytes retry above).
      const folder = path.dirname(file);
      if (folder === root) return;
      folders.delete(folder);
      await rmdir(folder).catch(() => {});
    },
    async move(from, to) {
      const [source, target] = [resolve(from), resolve(to)];
      await mkdir(path.dirname(target), { recursive: true });
      await rename(source, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StorageNotFoundError(`No file ${from}`) : error;
      });
      await rename(typeFile(source), typeFile(target)).catch(() => {});
      folders.delete(path.dirname(source));
      await rmdir(path.dirname(source)).catch(() => {});
    },
    async list(prefix) {
      const folder = resolve(prefix);
      const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
      const entries: StoredFileEntry[] = [];
      for (const name of names) {
        if (/\.(type|tmp)$/.test(name)) continue;
        const info = await statFile(path.join(folder, name)).catch(() => undefined);
        if (!info?.isFile()) continue;
        entries.push({ key: `${prefix}/${name.split(path.sep).join('/')}`, modifiedAt: info.mtime });
      }
      return entries.sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime());
    },
    async removePartialWrites(olderThan) {
      const names = await readdir(partialFolder).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(partialFolder, name);
        const info = await statFile(file).catch(() => undefined);
        if (!info?.isFile() || info.mtime >= olderThan) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
    async identity() {
      // A hidden name, so no storage key can reach it (assertSafeKey refuses hidden segments).
      const file = path.join(root, '.storage-id');
      await mkdir(root, { recursive: true });
      // Written whole under a temporary name, then linked into place: link fails when the id exists, so of two
      // processes starting on one new folder one id wins, and no reader ever sees a half-written id.
      const temp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
      await writeFile(temp, `${randomBytes(16).toString('hex')}\n`);
      try {
        await link(temp, file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        });
      } finally {
        await rm(temp, { force: true });
      }
      return (await readFile(file, 'utf8')).trim();
    },
  };
}

async function isFile(file: string): Promise<boolean> {
  const info = await statFile(file).catch(() => undefined);
  return info?.isFile() ?? false;
}

/** DATA_DIR/files, the default FILES_DIR (tests use it with their own DATA_DIR). */
export function storageFor(dataDir: string): Storage {
  return fileSystemStorage(path.join(dataDir, 'files'));
}
