import { useState } from 'react';
import type { Result } from '@physio/shared-auth';
import type { Slot } from '@physio/shared-contracts';
import { SLOT_REFUSALS } from '@physio/shared-contracts/error-codes';
import type { SlotPick } from './SlotChooser';

/**
 * What a form that moves a session to a free time holds: the picked slot, the time the server said was taken
 * meanwhile (the picker marks it and shows the nearest free ones), the count that asks the free times again, and
 * the call's progress and refusal. One place for what a refused move does: say why, mark the taken time, drop
 * the pick and load the free times again, so the patient's reschedule, a series' move and the doctor's move behave
 * alike. `onPick` tells the caller's form the picked start ('' once it is dropped).
 */
export function useSlotMove(onPick?: (start: string) => void) {
  const [pick, setPick] = useState<Slot | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const choose = (p: SlotPick) => {
    if (p.kind !== 'slot') return;
    setPick(p.slot);
    onPick?.(p.slot.start);
  };

  /**
   * Runs a change call. On success its data; on a refusal null, with the message shown and, when the call was a
   * move to `start`, the pick dropped and the free times asked again (marking `start` when it was taken).
   */
  const attempt = async <T>(call: () => Promise<Result<T>>, start?: string): Promise<T | null> => {
    setBusy(true);
    setError('');
    const result = await call();
    setBusy(false);
    if (result.ok) return result.data;
    setError(result.message);
    if (start !== undefined) {
      if (result.code === SLOT_REFUSALS.taken) setTaken(start);
      setPick(null);
      onPick?.('');
      setRefresh((n) => n + 1);
    }
    return null;
  };

  /** A fresh start (the move opened again): no pick, nothing marked taken, no message. */
  const reset = () => {
    setPick(null);
    setTaken(null);
    setError('');
  };

  return { pick, taken, refresh, busy, error, choose, attempt, reset };
}
