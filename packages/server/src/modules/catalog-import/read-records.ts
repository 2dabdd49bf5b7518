import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { z } from 'zod';

/** One problem with the import folder: the file, where in it (a JSON path, after the line for .jsonl), why. */
export interface ImportProblem {
  file: string;
  path: string;
  message: string;
}

/** A record that passed its schema, with where it came from for later (reference) problems. */
export interface Located<T> {
  value: T;
  file: string;
  path: string;
}

/** `$[3].variants[0].code` from a zod issue path under a record's own path. */
export function jsonPath(base: string, issuePath: readonly PropertyKey[]): string {
  let out = base;
  for (const key of issuePath) {
    out +=
      typeof key === 'number'
        ? `[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(key))
          ? `.${String(key)}`
          : `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/**
 * Reads the records of one file: a .json file holding an array (or, with `single`, one object), or a .jsonl
 * file of one record per line. Each record is checked on its own; bad ones go to `problems`, good ones are
 * passed to `onRecord` in file order. Returns how many records were bad.
 */
export async function readRecords<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  problems: ImportProblem[],
  onRecord: (record: Located<z.output<S>>) => void,
  options: { single?: boolean } = {},
): Promise<number> {
  const full = path.join(dir, file);
  let bad = 0;
  const check = (raw: unknown, at: string) => {
    const result = schema.safeParse(raw);
    if (result.success) {
      onRecord({ value: result.data, file, path: at });
      return;
    }
    bad++;
    for (const issue of result.error.issues) {
      problems.push({ file, path: jsonPath(at, issue.path), message: issue.message });
    }
  };

  if (file.endsWith('.jsonl')) {
    const lines = createInterface({
      input: createReadStream(full, 'utf8'),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    let lineNo = 0;
    for await (const line of lines) {
      lineNo++;
      if (line.trim() === '') continue;
      let raw: unknown;
      try {
        raw = JSON.parse(line);
      } catch (error) {
        problems.push({ file, path: `line ${lineNo}`, message: `not JSON: ${(error as Error).message}` });
        bad++;
        continue;
      }
      check(raw, `line ${lineNo}: $`);
    }
    return bad;
  }

  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(full, 'utf8'));
  } catch (error) {
    problems.push({ file, path: '$', message: `not JSON: ${(error as Error).message}` });
    return 1;
  }
  if (options.single) {
    check(raw, '$');
    return bad;
  }
  if (!Array.isArray(raw)) {
    problems.push({ file, path: '$', message: 'must be an array of records' });
    return 1;
  }
  raw.forEach((item, i) => {
    check(item, `$[${i}]`);
  });
  return bad;
}

/** The first of `names` that exists in dir (e.g. documents.jsonl or documents.json). */
export function firstExisting(dir: string, names: string[]): string | undefined {
  return names.find((name) => existsSync(path.join(dir, name)));
}
