/**
 * Where each Indian PIN code is: one centroid per PIN, derived by api/scripts/derive-pin-centroids.mjs from the
 * `pincode-lat-long` package (ISC; India Post's PIN directory) into assets/travel/pin-centroids.csv.gz (api/README.md
 * "Travel data"). Read once, on first use: about 18,700 rows, 3 MB of numbers in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiRoot } from '../../platform/lib/paths';

export interface LatLon {
  lat: number;
  lon: number;
}

let table: Map<string, LatLon> | null = null;

/** dist/assets/travel beside the bundle (build.mjs copies assets/), else the package's. */
function dataFile(): string {
  const beside = path.join(__dirname, 'assets', 'travel', 'pin-centroids.csv.gz');
  return fs.existsSync(beside) ? beside : path.join(apiRoot(), 'assets', 'travel', 'pin-centroids.csv.gz');
}

export function parseCentroids(csv: string): Map<string, LatLon> {
  const out = new Map<string, LatLon>();
  for (const line of csv.split('\n').slice(1)) {
    const [pin, lat, lon] = line.split(',');
    if (pin && lat && lon) out.set(pin, { lat: Number(lat), lon: Number(lon) });
  }
  return out;
}

export function pinCentroids(): Map<string, LatLon> {
  table ??= parseCentroids(zlib.gunzipSync(fs.readFileSync(dataFile())).toString('utf8'));
  return table;
}

export const centroidOf = (pincode: string): LatLon | undefined => pinCentroids().get(pincode);
