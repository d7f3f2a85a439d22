// Derives api/assets/travel/pin-centroids.csv.gz (one centroid per Indian PIN code) from the npm package
// `pincode-lat-long` (ISC licence; its table is India Post's PIN directory with one coordinate per PIN).
// Regenerate:  npm pack pincode-lat-long@1.0.3 && tar xzf pincode-lat-long-1.0.3.tgz
//              node api/scripts/derive-pin-centroids.mjs package/pincode.js
// Rows of several post offices under one PIN (when a source lists them) are averaged; a coordinate is dropped when
// it lies outside India's bounding box or more than MAX_KM from the median of its 3-digit sorting district (the
// directory has post offices geocoded to the wrong state, which would make a neighbour look 1,000 km away).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const MAX_KM = 150;
const INDIA = { latMin: 6, latMax: 37.5, lonMin: 68, lonMax: 97.5 };
const source = process.argv[2];
if (!source) {
  console.error('usage: node derive-pin-centroids.mjs <path to pincode-lat-long/pincode.js>');
  process.exit(2);
}
const table = createRequire(import.meta.url)(path.resolve(source));
const rows = Array.isArray(table) ? table : Object.entries(table).map(([pin, v]) => ({ pin, ...v }));

const byPin = new Map();
let outside = 0;
for (const r of rows) {
  const pin = String(r.pin ?? r.pincode).trim();
  const lat = Number(r.lat ?? r.latitude);
  const lon = Number(r.long ?? r.lng ?? r.longitude);
  if (!/^[1-9]\d{5}$/.test(pin) || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
  if (lat < INDIA.latMin || lat > INDIA.latMax || lon < INDIA.lonMin || lon > INDIA.lonMax) {
    outside++;
    continue;
  }
  const list = byPin.get(pin) ?? [];
  list.push([lat, lon]);
  byPin.set(pin, list);
}
const mean = (list) =>
  list.reduce((a, [la, lo]) => [a[0] + la / list.length, a[1] + lo / list.length], [0, 0]);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const km = ([a1, o1], [a2, o2]) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((a2 - a1) * rad) / 2) ** 2 +
    Math.cos(a1 * rad) * Math.cos(a2 * rad) * Math.sin(((o2 - o1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};
const centroids = [...byPin].map(([pin, list]) => [pin, mean(list)]);
const districts = new Map();
for (const [pin, c] of centroids)
  districts.set(pin.slice(0, 3), [...(districts.get(pin.slice(0, 3)) ?? []), c]);
const districtMedian = new Map(
  [...districts].map(([d, cs]) => [d, [median(cs.map((c) => c[0])), median(cs.map((c) => c[1]))]]),
);
let strays = 0;
const lines = [];
for (const [pin, c] of centroids.sort((a, b) => a[0].localeCompare(b[0]))) {
  if (km(c, districtMedian.get(pin.slice(0, 3))) > MAX_KM) {
    strays++;
    continue;
  }
  // 3 decimals: about 110 m, far finer than a PIN area.
  lines.push(`${pin},${c[0].toFixed(3)},${c[1].toFixed(3)}`);
}
const out = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'assets',
  'travel',
  'pin-centroids.csv.gz',
);
fs.writeFileSync(out, zlib.gzipSync(`pin,lat,lon\n${lines.join('\n')}\n`, { level: 9 }));
console.log(
  `${lines.length} PIN centroids written to ${out} (${rows.length} source rows; dropped ${outside} outside India, ${strays} over ${MAX_KM} km from their district)`,
);
