// Sums the self time of a V8 CPU profile (node --cpu-prof, or a benchmark's --cpu-prof option) per function and
// per package, so a profile can be read without a browser: where does a request's server time go?
//
//   node --import tsx bench/src/cpu-profile-summary.ts <file.cpuprofile> [--top 40]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '40' },
    // Only the last n seconds of the profile: the load, without the server's start and set-up.
    last: { type: 'string' },
  },
});
const file = positionals[0];
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [--top n]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
const span = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const from = values.last === undefined ? 0 : span - Number(values.last) * 1e6;
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= from) selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
});
const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0);

/** Where a script lives, shortened: the package under node_modules, else the path inside the repo. */
function place(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const packages = url.indexOf('/packages/');
  return packages >= 0 ? url.slice(packages + 1) : url;
}

const perFunction = new Map<string, number>();
const perPlace = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const where = place(frame.url);
  const name = `${frame.functionName || '(anonymous)'}  ${where}:${frame.lineNumber + 1}`;
  perFunction.set(name, (perFunction.get(name) ?? 0) + micros);
  const group = where.startsWith('packages/') ? where.split('/').slice(0, 4).join('/') : where;
  perPlace.set(group, (perPlace.get(group) ?? 0) + micros);
}

// Each sample charged to the nearest frame of our own code on its stack (packages/…), so the time spent in a
// library (drizzle building SQL, pg parsing rows, zod) shows under the function of ours that asked for it.
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const perOwnFrame = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  let node: number | undefined = id;
  let owner = '(no frame of ours)';
  while (node !== undefined) {
    const frame = byId.get(node)?.callFrame;
    if (frame && place(frame.url).startsWith('packages/')) {
      owner = `${frame.functionName || '(anonymous)'}  ${place(frame.url)}:${frame.lineNumber + 1}`;
      break;
    }
    node = parentOf.get(node);
  }
  perOwnFrame.set(owner, (perOwnFrame.get(owner) ?? 0) + micros);
}

const top = Number(values.top);
const line = (name: string, micros: number) =>
  `${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`;
console.log(`${(total / 1000).toFixed(0)} ms sampled in ${file}\n\nself time per package or folder:`);
for (const [name, micros] of [...perPlace].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(line(name, micros));
}
console.log('\ntime per nearest function of ours (its own and the libraries it called):');
for (const [name, micros] of [...perOwnFrame].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(line(name, micros));
}
console.log('\nself time per function:');
for (const [name, micros] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(line(name, micros));
}
