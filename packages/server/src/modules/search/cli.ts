// `npm run search:reindex [-- products documents content]`: rebuilds the search index of the configured
// database (all groups when none is named). The import keeps the index in sync by itself; this is for a
// database whose index is missing or suspect (ADR 0071).

import { openDatabase } from '../../db/client.ts';
import { loadConfig } from '../../platform/config.ts';
import { databaseOptions } from '../../platform/database-options.ts';
import { prepareDatabase } from '../../startup.ts';
import { reindexSearch, SEARCH_GROUPS, type SearchGroup } from './reindex.ts';

const named = process.argv.slice(2);
const unknown = named.filter((g) => !(SEARCH_GROUPS as readonly string[]).includes(g));
if (unknown.length > 0) {
  console.error(`Unknown group ${unknown.join(', ')}; the groups are ${SEARCH_GROUPS.join(', ')}.`);
  process.exit(1);
}
const groups = named.length > 0 ? (named as SearchGroup[]) : SEARCH_GROUPS;

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  await prepareDatabase(database);
  const started = performance.now();
  await reindexSearch(database.db, groups);
  console.log(
    `Search index rebuilt (${groups.join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
