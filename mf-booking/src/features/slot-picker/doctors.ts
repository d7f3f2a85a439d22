/** The booking picker's physiotherapists, from the free slots themselves (their ids are the API's opaque public ones). */
import type { Slot } from '@physio/shared-contracts';
import { sameSlot } from '@physio/shared-ui/sessions';

export interface SlotDoctor {
  id: string;
  name: string;
}

/** Each doctor with free times, in the order of their first free time. */
export function doctorsOf(slots: Slot[]): SlotDoctor[] {
  const seen = new Map<string, SlotDoctor>();
  const byTime = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const s of byTime)
    if (!seen.has(s.doctor_id)) seen.set(s.doctor_id, { id: s.doctor_id, name: s.doctor_name });
  return [...seen.values()];
}

/**
 * "First available": one slot per start time, whoever is free then (the chosen slot keeps its place), so
 * the same time is not offered twice with two names.
 */
export function firstAvailable(slots: Slot[], chosen: Slot | null): Slot[] {
  const byStart = new Map<number, Slot>();
  for (const s of slots) {
    const at = Date.parse(s.start);
    const kept = byStart.get(at);
    if (!kept || (chosen && sameSlot(chosen, s))) byStart.set(at, s);
  }
  return [...byStart.values()];
}

/** "AR" for "Dr. Asha Rao": the avatar of a doctor without a photo, as the public site's team cards show. */
export const initials = (name: string) =>
  name
    .replace(/^Dr\.?\s*/i, '')
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
