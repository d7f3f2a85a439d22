/**
 * Home visits that know the road (issue 28): GET /api/slots?mode=home&pincode= for 14 days of one doctor with 1,000
 * booked appointments, a quarter of the next 14 days' ones home visits across Bengaluru, the doctor serving ten PIN
 * codes from a start at MG Road; every answer computes the road from each slot's previous visit and to its next.
 * On a throwaway PostgreSQL cluster, p95 < 25 ms.
 */
import { doctorHomeAreas, doctors } from '../src/platform/db/schema';
import { DEMO_DOCTOR } from '../src/modules/site/seed';
import { eq } from 'drizzle-orm';
import type { Figure } from './report';
import { benchFreeSlots } from './slots';

export const TRAVEL_SLOTS_P95_TARGET_MS = 25;
const PINS = [
  '560001',
  '560025',
  '560034',
  '560038',
  '560066',
  '560100',
  '560041',
  '560076',
  '560095',
  '560102',
];

export function benchTravelSlots(requests: number): Promise<Figure[]> {
  return benchFreeSlots(requests, {
    mode: 'home',
    label: 'home slots with the road',
    target: TRAVEL_SLOTS_P95_TARGET_MS,
    homePincode: (i) => PINS[i % PINS.length]!,
    pincode: '560034',
    prepare: async (db) => {
      await db.update(doctors).set({ homeStartPincode: '560001' }).where(eq(doctors.id, DEMO_DOCTOR.id));
      await db
        .insert(doctorHomeAreas)
        .values(PINS.map((pincode, i) => ({ doctorId: DEMO_DOCTOR.id, pincode, travelFeePaise: i * 2_500 })));
    },
  });
}
