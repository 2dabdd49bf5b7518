import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderExportJsonSchema } from '@airshop/domain/commerce/order-export';
import { describe, expect, it } from 'vitest';

const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../docs/order-export.schema.json',
);

describe('docs/order-export.schema.json', () => {
  it('is the JSON Schema generated from the export document’s zod schema (UPDATE_ORDER_EXPORT_SCHEMA=1 writes it)', () => {
    const generated = `${JSON.stringify(orderExportJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_ORDER_EXPORT_SCHEMA === '1') writeFileSync(SCHEMA_FILE, generated);
    // Compared as JSON, not as text: the file is laid out by the repository's formatter.
    expect(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'))).toEqual(JSON.parse(generated));
  });
});
