import { useEffect } from 'react';

/** Window event by which one remote tells the others on the page that a patient's record changed. */
const PATIENT_UPDATED = 'physio:patient-updated';

/** Announces that this patient's record changed (e.g. a doctor saved the treatment plan). */
export function announcePatientUpdated(id: string): void {
  window.dispatchEvent(new CustomEvent<{ id: string }>(PATIENT_UPDATED, { detail: { id } }));
}

/** Calls onUpdate when another part of the page announces a change to this patient's record. */
export function usePatientUpdates(id: string, onUpdate: () => void): void {
  useEffect(() => {
    const listener = (event: Event) => {
      if ((event as CustomEvent<{ id?: string }>).detail?.id === id) onUpdate();
    };
    window.addEventListener(PATIENT_UPDATED, listener);
    return () => window.removeEventListener(PATIENT_UPDATED, listener);
  }, [id, onUpdate]);
}
