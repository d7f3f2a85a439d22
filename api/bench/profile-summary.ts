/**
 * Where the API's time goes, from a V8 CPU profile (BENCH_CPU_PROF=<folder> npm run bench -w api -- http-postgres):
 *   npx tsx bench/profile-summary.ts <folder or .cpuprofile>
 * Prints self time by cause (each sample charged to the innermost frame that names one: JWT check, validation,
 * serialization, metrics, the PostgreSQL driver, the socket writes of answers…), by area (the package or our own
 * folder a function lives in, plus V8's idle, GC and native entries) and the heaviest functions, as shares of the
 * whole profile.
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

type Frame = ProfileNode['callFrame'];

/** Causes, innermost first wins: a sample whose stack holds one of these frames is charged to it. */
const CAUSES: [string, (f: Frame) => boolean][] = [
  [
    'security headers (helmet)',
    (f) => /node_modules\/(helmet|@fastify\/helmet)\/|security-headers/.test(f.url),
  ],
  ['rate limit', (f) => /@fastify\/rate-limit|toad-cache/.test(f.url)],
  ['CORS', (f) => /@fastify\/cors/.test(f.url)],
  ['metrics (prom-client)', (f) => /prom-client|plugins\/metrics/.test(f.url)],
  ['NUL check (refuse-nul)', (f) => /refuse-nul/.test(f.url)],
  ['auth (JWT check, role hooks)', (f) => /plugins\/auth|services\/tokens|node_modules\/jose/.test(f.url)],
  ['logging (pino)', (f) => /node_modules\/(pino|sonic-boom)|src\/logging/.test(f.url)],
  ['zod: validation and response check', (f) => /fastify-type-provider-zod|node_modules\/zod\//.test(f.url)],
  ['drizzle (query building, row mapping)', (f) => /drizzle-orm/.test(f.url)],
  ['pg driver (protocol, pool)', (f) => /node_modules\/pg(-protocol|-pool)?\//.test(f.url)],
  ['route and service code', (f) => /\/api\/src\/(routes|services|lib|db)\//.test(f.url)],
  [
    'fastify core (routing, hooks, reply)',
    (f) => /node_modules\/(fastify|find-my-way|@fastify\/)/.test(f.url),
  ],
];

/** The cause of one sample, from its leaf frame up to the root. */
function causeOf(leafId: number, byId: Map<number, ProfileNode>, parent: Map<number, number>): string {
  const leaf = byId.get(leafId)!.callFrame;
  if (leaf.functionName === '(idle)') return '(idle: waiting for I/O or the CPU)';
  if (leaf.functionName.startsWith('(')) return leaf.functionName;
  const frames: Frame[] = [];
  for (let id: number | undefined = leafId; id !== undefined; id = parent.get(id))
    frames.push(byId.get(id)!.callFrame);
  if (frames.some((f) => /^(wrapSafe|compileFunction|Module\._load)$/.test(f.functionName)))
    return 'start-up (module loading)';
  if (
    leaf.functionName === 'writev' ||
    leaf.functionName === 'writeBuffer' ||
    leaf.functionName === 'writeUtf8String'
  )
    return frames.some((f) => /node_modules\/pg/.test(f.url))
      ? 'socket writes to PostgreSQL (kernel)'
      : 'socket writes of answers (kernel)';
  for (const f of frames) for (const [cause, test] of CAUSES) if (test(f)) return cause;
  return 'node http and other';
}

function summarise(file: string): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const causes = new Map<string, number>();
  for (const [id, us] of self) {
    const cause = causeOf(id, byId, parent);
    causes.set(cause, (causes.get(cause) ?? 0) + us);
  }
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
  const busy = total - (causes.get('(idle: waiting for I/O or the CPU)') ?? 0);
  console.table(
    [...causes.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([cause, us]) => ({
        cause,
        '% of profile': Number(((100 * us) / total).toFixed(1)),
        '% of busy': cause.startsWith('(idle') ? '' : Number(((100 * us) / (busy || 1)).toFixed(1)),
      })),
  );
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
