import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_IDS_MAX,
  dateSortable,
  documentsForComponentQuerySchema,
  formatRecentDocumentIds,
  parseRecentDocumentIds,
  RECENT_DOCUMENTS_MAX,
  sendDocumentsBodySchema,
  statusSortable,
  withRecentDocument,
} from './documents.ts';

const A = '3f2c6f0e-8f5b-4c1e-9d1a-0b7f2f7e6a11';
const B = '9a1d2c3b-4e5f-4a6b-8c7d-1e2f3a4b5c6d';

describe('recently viewed ids', () => {
  it('reads uuids, newest first, dropping garbage and duplicates', () => {
    expect(parseRecentDocumentIds(`${A}.x.${B.toUpperCase()}.${A}`)).toEqual([A, B]);
    expect(parseRecentDocumentIds(undefined)).toEqual([]);
    expect(parseRecentDocumentIds('<script>')).toEqual([]);
  });

  it('keeps at most RECENT_DOCUMENTS_MAX, the viewed one first', () => {
    const many = Array.from(
      { length: 30 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(parseRecentDocumentIds(many.join('.'))).toHaveLength(RECENT_DOCUMENTS_MAX);
    const after = withRecentDocument(many.slice(0, RECENT_DOCUMENTS_MAX), A);
    expect(after).toHaveLength(RECENT_DOCUMENTS_MAX);
    expect(after[0]).toBe(A);
    expect(withRecentDocument([B, A], A)).toEqual([A, B]);
    expect(parseRecentDocumentIds(formatRecentDocumentIds([A, B]))).toEqual([A, B]);
  });
});

describe('sortable fields', () => {
  it('ranks statuses and turns dates into numbers', () => {
    expect(statusSortable('Released')).toBeLessThan(statusSortable('Preliminary'));
    expect(statusSortable('Preliminary')).toBeLessThan(statusSortable('Something else'));
    expect(statusSortable('Something else')).toBeLessThan(statusSortable('archived'));
    expect(dateSortable('2026-01-15')).toBe(20260115);
  });
});

describe('payload schemas', () => {
  it('parses documentIds=a,b and refuses bad or too many ids', () => {
    expect(documentsForComponentQuerySchema.parse({ documentIds: `${A}, ${B}` }).documentIds).toEqual([A, B]);
    expect(documentsForComponentQuerySchema.safeParse({ documentIds: `${A},x` }).success).toBe(false);
    const tooMany = Array.from({ length: DOCUMENT_IDS_MAX + 1 }, () => A).join(',');
    expect(documentsForComponentQuerySchema.safeParse({ documentIds: tooMany }).success).toBe(false);
  });

  it('accepts one plain recipient address and a message with line breaks, nothing else', () => {
    const ok = sendDocumentsBodySchema.parse({ DocumentGuids: [A], Recipient: ' a@example.com ' });
    expect(ok).toEqual({ DocumentGuids: [A], Recipient: 'a@example.com', Message: '' });
    expect(
      sendDocumentsBodySchema.safeParse({
        DocumentGuids: [A],
        Recipient: 'a@example.com',
        Message: 'a\r\nb\tc',
      }).success,
    ).toBe(true);
    for (const Recipient of [
      'a@example.com\r\nBcc: b@example.com',
      'a@example.com,b@example.com',
      'A <a@example.com>',
    ]) {
      expect(sendDocumentsBodySchema.safeParse({ DocumentGuids: [A], Recipient }).success).toBe(false);
    }
  });
});
