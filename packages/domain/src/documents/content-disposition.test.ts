import { describe, expect, it } from 'vitest';
import {
  contentDispositionHeader,
  filenameFromContentDisposition,
  SAFE_FILE_NAME_MAX,
  safeFileName,
} from './content-disposition.ts';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted and an unquoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename="template.csv"')).toBe('template.csv');
    expect(filenameFromContentDisposition('attachment; filename=documents.zip')).toBe('documents.zip');
  });

  it('prefers the UTF-8 filename* parameter', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="Luftbehandling.pdf"; filename*=UTF-8''Luftbehandlingsaggregat%20%C3%96.pdf`,
      ),
    ).toBe('Luftbehandlingsaggregat Ö.pdf');
  });

  it('unescapes quoted characters and strips path parts', () => {
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });

  it('is undefined without a name', () => {
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('inline')).toBeUndefined();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeUndefined();
  });

  it('falls back to filename when filename* is broken', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.pdf"`)).toBe(
      'ok.pdf',
    );
  });
});

describe('contentDispositionHeader', () => {
  it('gives an ASCII filename and the exact UTF-8 one, which the parser reads back', () => {
    const header = contentDispositionHeader('attachment', 'Datenblatt Größe 400.pdf');
    expect(header).toBe(
      `attachment; filename="Datenblatt Gro_e 400.pdf"; filename*=UTF-8''Datenblatt%20Gr%C3%B6%C3%9Fe%20400.pdf`,
    );
    expect(filenameFromContentDisposition(header)).toBe('Datenblatt Größe 400.pdf');
  });

  it('cannot be used to inject a header or a path', () => {
    const header = contentDispositionHeader('inline', '../x\r\nSet-Cookie: a=b".pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('inline; filename="')).toBe(true);
    expect(filenameFromContentDisposition(header)).toBe('_x__Set-Cookie_ a=b_.pdf');
  });
});

describe('safeFileName', () => {
  it('replaces separators and reserved characters and trims dots and spaces', () => {
    expect(safeFileName(' ../a/b:c*?.pdf. ')).toBe('_a_b_c__.pdf');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName('', 'documents')).toBe('documents');
  });

  it('shortens long names but keeps the extension', () => {
    const name = safeFileName(`${'x'.repeat(400)}.pdf`);
    expect(name).toHaveLength(SAFE_FILE_NAME_MAX);
    expect(name.endsWith('x.pdf')).toBe(true);
  });
});
