import type { TranslationEntry, TranslationPage } from './translations.ts';

/*
 * The version of a document's texts (ADR 0081): a short hash of what the texts of its pages say, so the URL that
 * carries them (Translations/Texts/{locale}/{version}) names one content and may be kept by the browser for good.
 * A pure function, the same in the web server that writes the URL and the API that answers it.
 */

/** Entries lists come from a cache that hands out the same array until the texts change: hash each list once. */
const listHashes = new WeakMap<readonly TranslationEntry[], number>();

/** FNV-1a over the UTF-16 code units; a cache key, not a secret (collisions cost a stale text, nothing more). */
function fnv1a(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const FNV_OFFSET = 0x811c9dc5;

function listHash(entries: readonly TranslationEntry[]): number {
  let hash = listHashes.get(entries);
  if (hash === undefined) {
    hash = FNV_OFFSET;
    // Separators that no Id or Text holds keep ("ab","c") and ("a","bc") apart.
    for (const entry of entries) hash = fnv1a(fnv1a(hash, `${entry.Id}\u0000`), `${entry.Text}\u0001`);
    listHashes.set(entries, hash);
  }
  return hash;
}

export function textsVersion(
  locale: string,
  pages: Partial<Record<TranslationPage, readonly TranslationEntry[]>>,
): string {
  let hash = fnv1a(FNV_OFFSET, locale);
  for (const page of Object.keys(pages).sort() as TranslationPage[]) {
    hash = fnv1a(hash, `${page}\u0002${listHash(pages[page] ?? [])}`);
  }
  return hash.toString(36);
}
