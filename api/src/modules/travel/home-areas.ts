/**
 * A doctor's home-visit service areas (PIN codes, each with its travel fee per visit) and the PIN their day starts
 * from. A doctor with no areas visits any PIN, as before issue 28: no fee, the fixed floor between visits only.
 */
import { asc, eq } from 'drizzle-orm';
import { TRAVEL_MESSAGES, type HomeAreas, type TravelQuote } from '@physio/shared-contracts';
import type { Executor } from '../../platform/db/client';
import { doctorHomeAreas, doctors } from '../../platform/db/schema';
import { badRequest, notFound, unprocessable } from '../../platform/http/errors';
import { centroidOf } from './pin-centroids';
import { distanceKm } from './road';

/** What the slots and the prices read of one doctor's home visits. */
export interface HomeService {
  startPincode: string | null;
  /** PIN → travel fee per visit in paise; empty: any PIN, no fee. */
  fees: Map<string, number>;
}

export const servesPin = (home: HomeService, pincode: string): boolean =>
  home.fees.size === 0 || home.fees.has(pincode);

/** 422 PIN_OUTSIDE_AREA unless the doctor visits this PIN. */
export function requireServedPin(home: HomeService, pincode: string): void {
  if (!servesPin(home, pincode))
    throw unprocessable(TRAVEL_MESSAGES.outsideArea(pincode), 'PIN_OUTSIDE_AREA');
}

export async function loadHomeAreas(db: Executor, doctorId: string): Promise<HomeAreas | null> {
  const [doctor] = await db
    .select({ start: doctors.homeStartPincode })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  if (!doctor) return null;
  const areas = await db
    .select({ pincode: doctorHomeAreas.pincode, travel_fee_paise: doctorHomeAreas.travelFeePaise })
    .from(doctorHomeAreas)
    .where(eq(doctorHomeAreas.doctorId, doctorId))
    .orderBy(asc(doctorHomeAreas.pincode));
  return { start_pincode: doctor.start, areas };
}

export async function requireHomeAreas(db: Executor, doctorId: string): Promise<HomeAreas> {
  const areas = await loadHomeAreas(db, doctorId);
  if (!areas) throw notFound('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  return areas;
}

/** Replaces the doctor's areas in one transaction; every PIN must be one our centroid table places (400 otherwise). */
export async function saveHomeAreas(db: Executor, doctorId: string, input: HomeAreas): Promise<HomeAreas> {
  const pins = [...(input.start_pincode ? [input.start_pincode] : []), ...input.areas.map((a) => a.pincode)];
  const unknown = pins.find((pin) => !centroidOf(pin.trim()));
  if (unknown) throw badRequest(TRAVEL_MESSAGES.unknownPin(unknown.trim()), 'PIN_UNKNOWN');
  await requireHomeAreas(db, doctorId);
  await db.transaction(async (tx) => {
    await tx
      .update(doctors)
      .set({ homeStartPincode: input.start_pincode?.trim() ?? null })
      .where(eq(doctors.id, doctorId));
    await tx.delete(doctorHomeAreas).where(eq(doctorHomeAreas.doctorId, doctorId));
    if (input.areas.length)
      await tx.insert(doctorHomeAreas).values(
        input.areas.map((a) => ({
          doctorId,
          pincode: a.pincode.trim(),
          travelFeePaise: a.travel_fee_paise,
        })),
      );
  });
  return requireHomeAreas(db, doctorId);
}

export const homeServiceOf = (areas: HomeAreas): HomeService => ({
  startPincode: areas.start_pincode,
  fees: new Map(areas.areas.map((a) => [a.pincode, a.travel_fee_paise])),
});

/** The travel fee per home visit by this doctor at this PIN (422 when the doctor does not visit it). */
export function travelQuote(home: HomeService, pincode: string): TravelQuote {
  requireServedPin(home, pincode);
  return {
    pincode,
    travel_fee_paise: home.fees.get(pincode) ?? 0,
    distance_km: home.startPincode && home.fees.size ? distanceKm(home.startPincode, pincode) : null,
  };
}

/** The doctor (by public id) whose home visit at a PIN is quoted or priced; 400 DOCTOR_NOT_FOUND. */
export async function quoteForDoctor(db: Executor, publicId: string, pincode: string): Promise<TravelQuote> {
  const [doctor] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.publicId, publicId));
  if (!doctor) throw badRequest('No doctor with this ID', 'DOCTOR_NOT_FOUND');
  return travelQuote(homeServiceOf(await requireHomeAreas(db, doctor.id)), pincode.trim());
}
