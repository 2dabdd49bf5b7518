// `npm run catalog:demo -- --products 70 --out ./demo-catalog [--seed 1] [--date 2026-01-15] [--own-files 200]`
// Writes a demo catalogue folder in the import format, ready for `npm run catalog:import`.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED, generateDemoCatalog } from './generate.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '70' },
    out: { type: 'string' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    date: { type: 'string', default: new Date().toISOString().slice(0, 10) },
    'own-files': { type: 'string', default: '200' },
  },
});

const products = Number(values.products);
if (
  !values.out ||
  !Number.isInteger(products) ||
  products < 1 ||
  !/^\d{4}-\d{2}-\d{2}$/.test(values.date ?? '')
) {
  console.error(
    'Usage: npm run catalog:demo -- --products <N> --out <folder> [--seed <n>] [--date YYYY-MM-DD] [--own-files <n>]',
  );
  process.exit(1);
}

// npm runs scripts from the repository root; a relative --out means relative to where the command was typed.
const outDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const summary = await generateDemoCatalog({
  products,
  outDir,
  seed: Number(values.seed),
  today: values.date as string,
  ownDocumentFiles: Number(values['own-files']),
});
console.log(
  `${outDir}: ${summary.products} products, ${summary.variants} variants, ${summary.documents} documents, ${summary.files} files in ${(summary.ms / 1000).toFixed(1)} s`,
);
