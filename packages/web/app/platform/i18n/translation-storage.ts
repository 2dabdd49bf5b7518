import type { Locale } from '@airshop/domain/i18n/locales';
import type { TranslationEntry, TranslationPage } from '@airshop/domain/i18n/translations';

/** Spec: one local-storage key holds a map of page to translation items; ours is kept per locale. */
const STORAGE_KEY = 'airshop.translations';

type Stored = Partial<Record<Locale, Partial<Record<TranslationPage, TranslationEntry[]>>>>;

function readAll(): Stored {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Stored) : {};
  } catch {
    // Storage may be disabled or hold junk from an older version: behave as if empty.
    return {};
  }
}

export function readStoredPage(locale: Locale, page: TranslationPage): TranslationEntry[] | undefined {
  const entries = readAll()[locale]?.[page];
  return Array.isArray(entries) ? entries : undefined;
}

export function storePages(
  locale: Locale,
  pages: Partial<Record<TranslationPage, TranslationEntry[]>>,
): void {
  try {
    const all = readAll();
    all[locale] = { ...all[locale], ...pages };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Full or disabled storage only costs a refetch next time.
  }
}
