import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition.ts';

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
