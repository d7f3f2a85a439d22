/**
 * Road time between two PIN codes, from their centroids: the straight line (haversine) × a road factor, driven at an
 * urban speed. One place for the rule; the slots and the bookings both ask here.
 *
 * - ROAD_FACTOR 1.4: road distance over straight-line distance in Indian cities is about 1.3–1.5 (street grids
 *   broken by rail lines, rivers and one-way systems); 1.4 is the middle.
 * - SPEED_KMH 20: a two-wheeler or car across an Indian city in working hours averages 15–25 km/h; 20 is the middle,
 *   so a visit 5 km away (straight line) takes 21 minutes.
 * - Rounded up to 5 minutes: calendars run on whole slots, and a doctor parks and climbs stairs too.
 * Two visits in one PIN are 0 minutes apart by road; the 30-minute floor between home visits (the database's
 * `appointments_home_travel` constraint, SCHEDULING.homeTravelMinutes) still keeps them apart.
 */
import { SCHEDULING } from '@physio/shared-contracts';
import { centroidOf, type LatLon } from './pin-centroids';

export const ROAD_FACTOR = 1.4;
export const SPEED_KMH = 20;
const ROUND_TO_MINUTES = 5;
const EARTH_KM = 6371;

export function straightLineKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function roadMinutesForKm(km: number): number {
  const steps = Math.ceil((((km * ROAD_FACTOR) / SPEED_KMH) * 60) / ROUND_TO_MINUTES - 1e-9);
  return Math.max(0, steps) * ROUND_TO_MINUTES;
}

const cache = new Map<string, number>();

/** Minutes on the road from one PIN to another; 0 when either is unknown (the floor between visits still holds). */
export function roadMinutes(from: string | null | undefined, to: string | null | undefined): number {
  if (!from || !to || from === to) return 0;
  const key = from < to ? `${from}${to}` : `${to}${from}`;
  let minutes = cache.get(key);
  if (minutes === undefined) {
    const a = centroidOf(from);
    const b = centroidOf(to);
    minutes = a && b ? roadMinutesForKm(straightLineKm(a, b)) : 0;
    cache.set(key, minutes);
  }
  return minutes;
}

/** The gap one home visit needs before the next: the road, never under the database's floor. */
export const homeGapMinutes = (from: string | null | undefined, to: string | null | undefined): number =>
  Math.max(SCHEDULING.homeTravelMinutes, roadMinutes(from, to));

/** Straight-line kilometres between two known PINs (one decimal), null when either is unknown. */
export function distanceKm(from: string, to: string): number | null {
  const a = centroidOf(from);
  const b = centroidOf(to);
  return a && b ? Math.round(straightLineKm(a, b) * 10) / 10 : null;
}
