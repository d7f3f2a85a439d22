#!/usr/bin/env node
// npm run bench: runs every workspace's "bench" script and prints one table of their figures.
// A bench prints result lines as JSON, one object per line: { name, value, unit?, target?, ok? },
// or { name, <numeric fields>… } (one figure per field). Other output is passed through.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const wanted = process.argv.slice(2);

function runBench(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'bench', '-w', workspace], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const figures = [];
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const found = parseFigures(line);
        if (found.length) figures.push(...found.map((f) => ({ workspace, ...f })));
        else process.stdout.write(`[${workspace}] ${line}\n`);
      }
    });
    child.on('exit', (code) => {
      figures.push(...parseFigures(buffer).map((f) => ({ workspace, ...f })));
      resolve({ workspace, code: code ?? 1, figures });
    });
  });
}

/**
 * Figures from one output line: { name, value, unit?, target?, ok? } as is, or any JSON object with
 * a name whose numeric fields become one figure each (e.g. { name, requestsPerSecond, p99Ms }).
 */
function parseFigures(line) {
  const text = line.trim();
  if (!text.startsWith('{')) return [];
  let obj;
  try {
    obj = JSON.parse(text);
  } catch {
    return [];
  }
  if (!obj || typeof obj.name !== 'string') return [];
  if ('value' in obj) return [obj];
  return Object.entries(obj)
    .filter(([, v]) => typeof v === 'number')
    .map(([key, value]) => ({ name: `${obj.name} · ${key}`, value }));
}

const runs = [];
const without = [];
for (const ws of workspaces) {
  if (wanted.length && !wanted.includes(ws)) continue;
  const pkg = JSON.parse(readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8'));
  if (!pkg.scripts?.bench) {
    without.push(ws);
    continue;
  }
  console.log(`\n━━ bench: ${ws} ━━`);
  runs.push(await runBench(ws));
}

const rows = runs.flatMap((r) => r.figures);
console.log('\n━━ figures ━━');
const header = ['workspace', 'figure', 'value', 'target', 'ok'];
const table = rows.map((f) => [
  f.workspace,
  f.name,
  `${typeof f.value === 'number' ? Number(f.value.toFixed(2)) : f.value} ${f.unit ?? ''}`.trim(),
  f.target ?? '',
  f.ok === undefined ? '' : f.ok ? 'yes' : 'NO',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
const fmt = (row) => row.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log(fmt(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(fmt(row));
if (rows.length === 0) console.log('(no figures reported)');
for (const r of runs) if (r.code !== 0) console.log(`✘ ${r.workspace}: bench exited with ${r.code}`);
if (without.length) console.log(`no bench script: ${without.join(', ')}`);
process.exit(runs.some((r) => r.code !== 0) ? 1 : 0);
