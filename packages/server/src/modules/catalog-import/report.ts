import type { ImportProblem } from './read-records.ts';

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface LinkCounts {
  added: number;
  removed: number;
  unresolved: number;
}

export interface ImportReport {
  files: Counts;
  catalogs: Counts;
  categories: Counts;
  documents: Counts;
  products: Counts;
  variants: { written: number };
  links: LinkCounts;
  salesContacts: Counts;
  contactBlocks: Counts;
  /** Solutions, pages and blog posts (modules/content). */
  content: Counts;
  /** Promotion codes (modules/promotions). */
  promotions: Counts;
  /** Sold units and their orders (modules/osd, ADR 0073). */
  unitOrders: Counts;
  units: Counts;
  /** Bad records (left out) and references that could not be resolved (the link is left out). */
  problems: ImportProblem[];
  ms: number;
}

export function emptyCounts(): Counts {
  return { created: 0, updated: 0, unchanged: 0, rejected: 0 };
}

export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** True when the import wrote nothing: every count is unchanged or rejected. */
export function isNoOp(report: ImportReport): boolean {
  const counted = [
    report.files,
    report.catalogs,
    report.categories,
    report.documents,
    report.products,
    report.salesContacts,
    report.contactBlocks,
    report.content,
    report.promotions,
    report.unitOrders,
    report.units,
  ];
  return (
    counted.every((c) => c.created === 0 && c.updated === 0) &&
    report.links.added === 0 &&
    report.links.removed === 0
  );
}

export function formatReport(report: ImportReport): string {
  const line = (name: string, c: Counts) =>
    `${name.padEnd(15)} created ${c.created}, updated ${c.updated}, unchanged ${c.unchanged}, rejected ${c.rejected}`;
  const lines = [
    line('files', report.files),
    line('catalogues', report.catalogs),
    line('categories', report.categories),
    line('documents', report.documents),
    line('products', report.products),
    `${'variants'.padEnd(15)} written ${report.variants.written} (of created or updated products)`,
    `${'links'.padEnd(15)} added ${report.links.added}, removed ${report.links.removed}, unresolved ${report.links.unresolved}`,
    line('sales contacts', report.salesContacts),
    line('contact blocks', report.contactBlocks),
    line('content', report.content),
    line('promotions', report.promotions),
    line('unit orders', report.unitOrders),
    line('units', report.units),
  ];
  if (report.problems.length > 0) {
    lines.push('', `${report.problems.length} problem(s):`);
    for (const p of report.problems.slice(0, 200)) lines.push(`  ${p.file} ${p.path}: ${p.message}`);
    if (report.problems.length > 200) lines.push(`  … and ${report.problems.length - 200} more`);
  }
  lines.push('', `done in ${(report.ms / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
