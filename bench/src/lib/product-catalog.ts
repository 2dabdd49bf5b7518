import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from './paths.ts';

/*
 * The catalogue of the product-api benchmark: the seeded 10k-product demo catalogue plus one product with
 * exactly 200 variants (the demo's largest have 36), imported through the shop's own importer. Generated and
 * imported once into a cache folder and a PostgreSQL database, then reused by every run.
 */

export const BENCH_PRODUCT_ID = 'bench-200';
export const BENCH_VARIANTS = 200;
const DEMO_PRODUCTS = 10_000;
const DEMO_DATE = '2026-11-22';

export interface BenchCatalog {
  cacheDir: string;
  /** DATA_DIR of the PGlite server (database in DATA_DIR/pg). */
  pgliteDataDir: string;
  /** DATA_DIR (files) and DATABASE_URL of the PostgreSQL server. */
  postgresDataDir: string;
  postgresUrl: string | undefined;
}

function run(args: string[], env: NodeJS.ProcessEnv): void {
  execFileSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** A folder in the import format with one product of 200 variants, cloned from the first compact unit. */
function writeBenchProduct(catalogDir: string, outDir: string): void {
  const line = readFileSync(join(catalogDir, 'products/ahu-compact.jsonl'), 'utf8').split('\n')[0] as string;
  const template = JSON.parse(line) as Record<string, unknown> & { variants: Record<string, unknown>[] };
  const variants = Array.from({ length: BENCH_VARIANTS }, (_, i) => {
    const base = template.variants[i % template.variants.length] as Record<string, unknown>;
    const values = [...(base.attributeValues as { en: string }[])];
    // A size of its own per variant, so the 200 variants stay distinct in the variant chooser.
    values[0] = { en: String(i + 1).padStart(3, '0') };
    return {
      ...base,
      code: `BENCH200-${String(i + 1).padStart(3, '0')}`,
      lviNumber: `98${String(i + 1).padStart(5, '0')}`,
      attributeValues: values,
    };
  });
  const product = {
    ...template,
    id: BENCH_PRODUCT_ID,
    slug: 'kvistra-bench-200',
    name: { en: 'Kvistra CX Bench 200' },
    defaultVariantCode: variants[0]?.code,
    related: [],
    variants,
  };
  mkdirSync(join(outDir, 'products'), { recursive: true });
  writeFileSync(join(outDir, 'products/bench.jsonl'), `${JSON.stringify(product)}\n`);
  // Its images are the catalogue's: the importer checks that every referenced file is in files/.
  if (!existsSync(join(outDir, 'files')))
    symlinkSync(join(catalogDir, 'files'), join(outDir, 'files'), 'dir');
}

async function postgresReady(adminUrl: string, dbUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${name}`);
      return false;
    }
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const found = await client.query(`select count(*)::int as n from variants where product_id = $1`, [
      BENCH_PRODUCT_ID,
    ]);
    return found.rows[0]?.n === BENCH_VARIANTS;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/**
 * Makes sure the catalogue exists in the cache folder, in PostgreSQL (when a server is given) and in PGlite
 * (when asked for, or when there is no server): an import into PGlite takes about 18 minutes on a 2-core machine,
 * most of it the search index, so a benchmark that runs on PostgreSQL only does not wait for it.
 */
export async function prepareBenchCatalog(options: {
  cacheDir: string;
  postgresAdminUrl: string | undefined;
  postgresDatabase: string;
  pglite: boolean;
}): Promise<BenchCatalog> {
  const { cacheDir } = options;
  const catalogDir = join(cacheDir, 'catalog10k');
  const productDir = join(cacheDir, 'bench-product');
  if (!existsSync(join(catalogDir, 'manifest.json'))) {
    console.log(`generating the ${DEMO_PRODUCTS}-product demo catalogue in ${catalogDir} …`);
    run(
      [
        'packages/server/src/seed/demo-catalog/cli.ts',
        '--products',
        String(DEMO_PRODUCTS),
        '--out',
        catalogDir,
        '--date',
        DEMO_DATE,
      ],
      {},
    );
  }
  writeBenchProduct(catalogDir, productDir);

  const importInto = (env: NodeJS.ProcessEnv) => {
    run(['packages/server/src/modules/catalog-import/cli.ts', catalogDir], env);
    run(['packages/server/src/modules/catalog-import/cli.ts', productDir], env);
  };

  const pgliteDataDir = join(cacheDir, 'pglite-data');
  const pgliteMarker = join(pgliteDataDir, 'bench-ready');
  if ((options.pglite || !options.postgresAdminUrl) && !existsSync(pgliteMarker)) {
    console.log('importing into PGlite (a few minutes, once) …');
    importInto({ DATA_DIR: pgliteDataDir, DATABASE_URL: '' });
    writeFileSync(pgliteMarker, `${new Date().toISOString()}\n`);
  }

  const postgresDataDir = join(cacheDir, 'pg-data');
  let postgresUrl: string | undefined;
  if (options.postgresAdminUrl) {
    const url = new URL(options.postgresAdminUrl);
    url.pathname = `/${options.postgresDatabase}`;
    postgresUrl = url.toString();
    if (!(await postgresReady(options.postgresAdminUrl, postgresUrl, options.postgresDatabase))) {
      console.log(`importing into PostgreSQL ${options.postgresDatabase} (a minute or two, once) …`);
      importInto({ DATA_DIR: postgresDataDir, DATABASE_URL: postgresUrl });
    }
  }
  return { cacheDir, pgliteDataDir, postgresDataDir, postgresUrl };
}

/** The command-line options every benchmark on this catalogue takes (parseArgs form). */
export const BENCH_CATALOG_OPTIONS = {
  'cache-dir': { type: 'string', default: join(tmpdir(), 'airshop-bench-product') },
  postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  'postgres-db': { type: 'string', default: 'airshop_bench_product' },
} as const;

/** prepareBenchCatalog from the values of BENCH_CATALOG_OPTIONS; `pglite` for a benchmark that runs on it too. */
export function prepareBenchCatalogFrom(
  values: {
    'cache-dir'?: string | boolean | undefined;
    postgres?: string | boolean | undefined;
    'postgres-db'?: string | boolean | undefined;
  },
  { pglite = false }: { pglite?: boolean } = {},
): Promise<BenchCatalog> {
  return prepareBenchCatalog({
    cacheDir: values['cache-dir'] as string,
    postgresAdminUrl: (values.postgres as string) || undefined,
    postgresDatabase: values['postgres-db'] as string,
    pglite,
  });
}
