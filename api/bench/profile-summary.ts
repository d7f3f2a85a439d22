/**
 * Where the API's time goes, from a V8 CPU profile (BENCH_CPU_PROF=<folder> npm run bench -w api -- http-postgres):
 *   npx tsx bench/profile-summary.ts <folder or .cpuprofile>
 * Prints self time by area (the package or our own folder a function lives in, plus V8's idle, GC
 * and native entries) and the heaviest functions, as shares of the whole profile.
 */
import fs from 'node:fs';
import path from 'node:path';

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

/** The area a function belongs to: a package, a folder of ours, or a V8 entry such as (garbage collector). */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /\/api\/(src\/[^/]+|bench)\//.exec(url);
  return ours ? `api ${ours[1]}` : url;
}

function summarise(file: string): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id)!;
    const area = areaOf(f.url, f.functionName);
    areas.set(area, (areas.get(area) ?? 0) + us);
    const fn = `${f.functionName || '(anonymous)'} ${area}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => ({ what: k, '%': Number(((100 * us) / total).toFixed(1)) }));
  console.log(`${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled`);
  console.table(top(areas, 20));
  console.table(top(functions, 25));
}

const arg = process.argv[2];
if (!arg) {
  console.error('usage: tsx bench/profile-summary.ts <folder or .cpuprofile>');
  process.exit(2);
}
const files = fs.statSync(arg).isDirectory()
  ? fs
      .readdirSync(arg)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(arg, f))
  : [arg];
for (const f of files) summarise(f);
