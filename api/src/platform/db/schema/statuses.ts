/** An appointment's life (DESIGN.md §3a); held and scheduled are live: they occupy the doctor's time. */
export const APPOINTMENT_STATUSES = ['held', 'scheduled', 'completed', 'cancelled', 'no_show'] as const;
export const LIVE_APPOINTMENT_STATUSES = ['held', 'scheduled'] as const;
