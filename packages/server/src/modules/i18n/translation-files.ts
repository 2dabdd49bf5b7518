import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLocale } from '@airshop/domain/i18n/locales';
import { TRANSLATION_FILE_PAGES } from '@airshop/domain/i18n/translations';
import { z } from 'zod';

export const TRANSLATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../translations',
);

const fileSchema = z.record(z.string().min(1), z.string());

export interface TranslationRow {
  locale: string;
  page: string;
  id: string;
  text: string;
}

/**
 * Reads translations/<locale>/<page>.json, and <page>.<part>.json: a big page (productPage) is split into one
 * file per section, merged into the page. A file for an unknown locale or page, one that is not a flat object of
 * strings, or an id that two files of a page both define, is an error: it would otherwise be silently ignored.
 */
export function readTranslationFiles(dir: string = TRANSLATIONS_DIR): {
  rows: TranslationRow[];
  hash: string;
} {
  const hash = createHash('sha256');
  const rows: TranslationRow[] = [];
  const seen = new Set<string>();
  for (const locale of readdirSync(dir).sort()) {
    if (!isLocale(locale)) throw new Error(`translations/${locale}: not one of the site's locales`);
    for (const file of readdirSync(path.join(dir, locale)).sort()) {
      const page = file.replace(/(\.[a-z][a-zA-Z0-9-]*)?\.json$/, '');
      if (!file.endsWith('.json') || !(TRANSLATION_FILE_PAGES as readonly string[]).includes(page)) {
        throw new Error(`translations/${locale}/${file}: not a known translation page`);
      }
      const raw = readFileSync(path.join(dir, locale, file), 'utf8');
      hash.update(`${locale}/${file}\n${raw}\n`);
      const parsed = fileSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new Error(`translations/${locale}/${file}: ${parsed.error.message}`);
      for (const [id, text] of Object.entries(parsed.data)) {
        const key = `${locale}\u0000${page}\u0000${id}`;
        if (seen.has(key))
          throw new Error(`translations/${locale}/${file}: "${id}" is defined twice in ${page}`);
        seen.add(key);
        rows.push({ locale, page, id, text });
      }
    }
  }
  return { rows, hash: hash.digest('hex') };
}
