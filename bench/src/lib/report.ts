import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT, RESULTS_DIR } from './paths.ts';

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return 'uncommitted';
  }
}

export function machine() {
  const cpuList = cpus();
  return {
    cpuModel: cpuList[0]?.model ?? 'unknown',
    cpuCount: cpuList.length,
    totalMemoryMb: Math.round(totalmem() / 2 ** 20),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

/** Writes bench/results/<name>-<timestamp>.json and returns its path relative to the repo root. */
export function writeResult(name: string, figures: object): string {
  const at = new Date();
  const file = join(RESULTS_DIR, `${name}-${at.toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const record = { benchmark: name, at: at.toISOString(), commit: commit(), machine: machine(), ...figures };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return relative(REPO_ROOT, file);
}
