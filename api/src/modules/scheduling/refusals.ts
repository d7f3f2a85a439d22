/**
 * The database's refusals of a write that takes a doctor's time and an order's credit (DESIGN.md §3a; migration 0008:
 * no two live sessions of a doctor overlap, never more dated sessions on an order than its credits), as 409s.
 */
import { SCHEDULING_MESSAGES } from '@physio/shared-contracts';
import { conflict, pgErrorCode } from '../../platform/http/errors';
import { slotTaken } from './slot-checks';

export const noCredit = (message: string = SCHEDULING_MESSAGES.noCredit) => conflict(message, 'NO_CREDIT');

/** The constraint or trigger behind a database refusal (both drivers expose it; the message names it too). */
function refusedBy(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.constraint === 'string') return e.constraint;
    if (typeof e.message === 'string' && e.message.includes('no session credit left'))
      return 'appointments_within_credits';
    current = e.cause;
  }
  return undefined;
}

/** Runs a write that takes a doctor's time and an order's credit: the database's refusals become 409s. */
export async function takingTime<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === '23P01') throw slotTaken();
    if (code === '23514' && refusedBy(err) === 'appointments_within_credits') throw noCredit();
    throw err;
  }
}
