import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { links } from '../../db/schema.ts';

export function listLinks(db: Db) {
  return db
    .select({ list: links.list, id: links.id, hrefTemplate: links.hrefTemplate })
    .from(links)
    .orderBy(asc(links.list), asc(links.sortOrder), asc(links.id));
}
