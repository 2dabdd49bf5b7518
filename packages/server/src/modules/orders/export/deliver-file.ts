import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ORDER_NUMBER_PATTERN } from '@airshop/domain/commerce/order-limits';

/** Where orders go without ORDER_WEBHOOK_URL: a folder an ERP's file import (or a person) picks them up from. */
export function ordersOutDir(dataDir: string): string {
  return path.join(dataDir, 'orders-out');
}

/**
 * Writes `<number>.json` whole or not at all: to a temporary name in the same folder, then renamed, so a reader
 * polling the folder never sees half a file (a rename within one file system is atomic). A repeat after a crash
 * replaces the file with the same order.
 */
export async function writeExportFile(dir: string, number: string, body: string): Promise<string> {
  // The number is the file name: nothing but a real order number may become one.
  if (!ORDER_NUMBER_PATTERN.test(number)) throw new Error(`not an order number: ${number}`);
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${number}.json`);
  const temporary = path.join(dir, `.${number}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, body, { encoding: 'utf8', flush: true });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return target;
}
