import { SAFE_FILE_NAME_MAX, safeFileName } from '@airshop/domain/documents/content-disposition';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { DocumentRow } from './queries.ts';

/** The extension of the stored file name (".pdf"), if it is a plain one. */
function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match ? `.${match[1]?.toLowerCase()}` : '';
}

/** The name a single document is sent under: its name, its languages and the file's extension. */
export function documentFileName(document: Pick<DocumentRow, 'name' | 'languages' | 'fileName'>): string {
  const languages = document.languages.map((l) => l.toUpperCase()).join('-');
  const stem = languages ? `${document.name} (${languages})` : document.name;
  return safeFileName(`${stem}${extensionOf(document.fileName)}`, 'document');
}

/**
 * Names for the files of a zip or a mail: each document's file name, made unique (case-insensitively, as
 * Windows and macOS compare names) by a counter before the extension. Names hold no folder, so an archive
 * cannot write outside the folder it is extracted to.
 */
export function uniqueFileNames(
  list: readonly Pick<DocumentRow, 'name' | 'languages' | 'fileName'>[],
): string[] {
  const taken = new Set<string>();
  return list.map((document) => {
    const name = documentFileName(document);
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      // Shorten the stem first, so the counter survives safeFileName's length limit.
      const room = SAFE_FILE_NAME_MAX - extension.length - String(n).length - 1;
      candidate = safeFileName(`${Array.from(stem).slice(0, room).join('').trimEnd()} ${n}${extension}`);
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** "Documents" in each locale: the generic archive name, and the suffix of a product's archive. */
const DOCUMENTS_WORD: Record<Locale, string> = {
  en: 'Documents',
  sv: 'Dokument',
  fi: 'Asiakirjat',
  de: 'Dokumente',
  'de-AT': 'Dokumente',
  es: 'Documentos',
  fr: 'Documents',
  'fr-BE': 'Documents',
  hu: 'Dokumentumok',
  it: 'Documenti',
  nl: 'Documenten',
  'nl-BL': 'Documenten',
  pl: 'Dokumenty',
  ro: 'Documente',
  tr: 'Belgeler',
};

/** "Unit RX 400 - Documents.zip", or "Documents.zip" when the selection has no one product. */
export function zipFileName(locale: Locale, productName: string | undefined): string {
  const word = DOCUMENTS_WORD[locale];
  return safeFileName(productName ? `${productName} - ${word}.zip` : `${word}.zip`, 'documents.zip');
}
