import { SAFE_FILE_NAME_MAX } from '@airshop/domain/documents/content-disposition';
import { describe, expect, it } from 'vitest';
import { documentFileName, uniqueFileNames, zipFileName } from './file-names.ts';

const doc = (name: string, languages = ['en'], fileName = 'x.pdf') => ({ name, languages, fileName });

describe('documentFileName', () => {
  it('is the name, the languages and the extension of the stored file', () => {
    expect(documentFileName(doc('Manual RX 100', ['en', 'de'], 'manual-en.PDF'))).toBe(
      'Manual RX 100 (EN-DE).pdf',
    );
    expect(documentFileName(doc('Drawing', [], 'drawing'))).toBe('Drawing');
    expect(documentFileName(doc('a/b\\c', ['en'], 'x.pdf'))).toBe('a_b_c (EN).pdf');
  });
});

describe('uniqueFileNames', () => {
  it('numbers names that are equal ignoring case', () => {
    expect(uniqueFileNames([doc('A'), doc('a'), doc('A'), doc('B')])).toEqual([
      'A (EN).pdf',
      'a (EN) 2.pdf',
      'A (EN) 3.pdf',
      'B (EN).pdf',
    ]);
  });

  it('keeps the counter and the extension of names at the length limit', () => {
    const long = 'x'.repeat(400);
    const [first, second] = uniqueFileNames([doc(long), doc(long)]);
    expect(first).toHaveLength(SAFE_FILE_NAME_MAX);
    expect(second?.length).toBeLessThanOrEqual(SAFE_FILE_NAME_MAX);
    expect(second?.endsWith(' 2.pdf')).toBe(true);
    expect(second).not.toBe(first);
  });
});

describe('zipFileName', () => {
  it('names the archive after the product in the locale, or generically', () => {
    expect(zipFileName('en', 'Kvistra RX 100')).toBe('Kvistra RX 100 - Documents.zip');
    expect(zipFileName('fi', undefined)).toBe('Asiakirjat.zip');
    expect(zipFileName('de', 'A/B: "C"')).toBe('A_B_ _C_ - Dokumente.zip');
  });
});
