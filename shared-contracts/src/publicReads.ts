/**
 * The public reads a page makes before its rules (zod) and the API client have loaded — the booking
 * form's free times, shown as soon as the page is — with their paths and zod-free checks of the answer.
 * The endpoint table uses the same paths; publicReads.test.ts keeps each check equal to the table's
 * schema of that answer.
 */
import type { Slot } from './scheduling';

export const PUBLIC_READ_PATHS = {
  /** `GET /api/slots?from=&to=&mode=[&doctor_id=]` */
  slots: '/api/slots',
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isText = (v: unknown): v is string => typeof v === 'string';

/** A free slot of `GET /api/slots` (`doctor_id` is the API's opaque public id of the doctor). */
export const isSlot = (v: unknown): v is Slot =>
  isRecord(v) && isText(v.start) && isText(v.end) && isText(v.doctor_id) && isText(v.doctor_name);

export const isSlotList = (v: unknown): v is Slot[] => Array.isArray(v) && v.every(isSlot);
