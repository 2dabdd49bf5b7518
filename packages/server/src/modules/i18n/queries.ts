import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta, translations } from '../../db/schema.ts';
import type { TranslationRow } from './translation-files.ts';

const HASH_KEY = 'translations.hash';

export async function storedTranslationHash(db: Db): Promise<string | undefined> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, HASH_KEY));
  return rows[0]?.value;
}

/** Replaces every translation in one transaction, so readers never see half a set. */
export async function replaceTranslations(db: Db, rows: TranslationRow[], hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(translations);
    for (let i = 0; i < rows.length; i += 1000) {
      await tx.insert(translations).values(rows.slice(i, i + 1000));
    }
    await tx
      .insert(appMeta)
      .values({ key: HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash, updatedAt: new Date() } });
  });
}

export function pageTranslations(db: Db, locales: string[], page: string) {
  return db
    .select({ locale: translations.locale, id: translations.id, text: translations.text })
    .from(translations)
    .where(and(inArray(translations.locale, locales), eq(translations.page, page)));
}
