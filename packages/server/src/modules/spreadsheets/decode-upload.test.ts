import { CART_UPLOAD_MAX_BYTES } from '@airshop/domain/commerce/cart-upload';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { decodeCsvText, decodeUploadData, detectUploadKind } from './decode-upload.ts';
import { declaredInflatedSize } from './read-xlsx.ts';

describe('decodeUploadData', () => {
  it('decodes base64 and data URLs, and refuses what is not base64', () => {
    expect(decodeUploadData(Buffer.from('code\n').toString('base64'))?.toString()).toBe('code\n');
    expect(
      decodeUploadData(`data:text/csv;base64,${Buffer.from('a,b').toString('base64')}`)?.toString(),
    ).toBe('a,b');
    expect(decodeUploadData('not base64!')).toBeNull();
    expect(decodeUploadData('QUJD\nREVG')?.toString()).toBe('ABCDEF');
  });

  it('takes exactly 10 MB and answers 413 for one byte more', () => {
    expect(decodeUploadData(Buffer.alloc(CART_UPLOAD_MAX_BYTES).toString('base64'))?.length).toBe(
      CART_UPLOAD_MAX_BYTES,
    );
    const over = () => decodeUploadData(Buffer.alloc(CART_UPLOAD_MAX_BYTES + 1).toString('base64'));
    expect(over).toThrow(AppError);
    expect(over).toThrow(expect.objectContaining({ code: 'payload_too_large' }));
  });
});

describe('detectUploadKind', () => {
  it('tells csv and xlsx by their bytes, and nothing else passes', () => {
    expect(detectUploadKind(Buffer.from('code;quantity\r\nA;1\r\n'))).toBe('csv');
    expect(detectUploadKind(Buffer.from('\uFEFFcode\tquantity\n'))).toBe('csv');
    expect(detectUploadKind(Buffer.from([0xff, 0xfe, 0x63, 0x00]))).toBe('csv');
    expect(detectUploadKind(Buffer.from('PK\u0003\u0004...xl/workbook.xml...', 'latin1'))).toBe('xlsx');
    expect(detectUploadKind(Buffer.from('PK\u0003\u0004...word/document.xml', 'latin1'))).toBe('other');
    expect(detectUploadKind(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('other');
    expect(detectUploadKind(Buffer.from('%PDF-1.7\n\u0000\u0001', 'latin1'))).toBe('other');
    expect(detectUploadKind(Buffer.alloc(0))).toBe('other');
  });
});

describe('decodeCsvText', () => {
  it('reads UTF-8, UTF-16 by its mark, and Windows-1252 when the bytes are no UTF-8', () => {
    expect(decodeCsvText(Buffer.from('Växjö'))).toBe('Växjö');
    // The decoder drops the byte order mark itself.
    expect(decodeCsvText(Buffer.from('\uFEFFVäxjö', 'utf16le'))).toBe('Växjö');
    expect(decodeCsvText(Buffer.from([0x56, 0xe4, 0x78, 0x6a, 0xf6, 0x20, 0x31]))).toBe('Växjö 1');
  });
});

describe('declaredInflatedSize', () => {
  it('is null for bytes that are no zip', () => {
    expect(declaredInflatedSize(Buffer.from('PK\u0003\u0004 no directory'))).toBeNull();
  });
});
