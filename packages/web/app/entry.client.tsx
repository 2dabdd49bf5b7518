import { TEXTS_PAGES_PARAM } from '@airshop/domain/api/i18n-routes';
import { parseLocale } from '@airshop/domain/i18n/locales';
import type { TranslationEntry, TranslationPage } from '@airshop/domain/i18n/translations';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  type DocumentTexts,
  readDocumentTextsFrom,
  TEXTS_LINK_ATTRIBUTE,
} from './platform/i18n/document-texts.ts';
import type { PageTranslations } from './platform/i18n/page-translations.ts';
import { readStoredPage } from './platform/i18n/translation-storage.ts';

/**
 * The texts the server rendered this document with (ADR 0081), read from the URL its head names before React
 * hydrates, so the first render in the browser says what the HTML says. The head's preload has usually fetched
 * them already, and the browser keeps them for good. Without the network, the texts kept in local storage serve;
 * without either, the page hydrates anyway and asks for its texts like any screen whose texts are missing.
 */
async function readTexts(): Promise<DocumentTexts | undefined> {
  const link = document.querySelector<HTMLLinkElement>(`link[${TEXTS_LINK_ATTRIBUTE}]`);
  const locale = parseLocale(link?.getAttribute(TEXTS_LINK_ATTRIBUTE));
  if (!link || !locale) return undefined;
  const url = link.href;
  // Page names the server wrote itself; the answer below is checked against them.
  const names = (new URL(url).searchParams.get(TEXTS_PAGES_PARAM) ?? '').split(',') as TranslationPage[];
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (response.ok) {
      const pages = (await response.json()) as Record<string, TranslationEntry[]>;
      if (names.every((name) => Array.isArray(pages[name]))) return { locale, url, pages };
    }
  } catch {
    // Offline or cut short: the kept texts below.
  }
  const kept: PageTranslations = {};
  for (const name of names) {
    const entries = readStoredPage(locale, name);
    if (!entries) return undefined;
    kept[name] = entries;
  }
  return { locale, url, pages: kept };
}

readTexts().then((texts) => {
  readDocumentTextsFrom(() => texts);
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />);
  });
});
