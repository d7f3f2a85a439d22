/**
 * "Booking for" on the pages that pay (/confirmbooking, /confirmbookingphysio; issue 28 point 3): the signed-in
 * patient's family list and whom the order is for. The choice lives in the page's navigation state (`kept`), so a
 * failed or dismissed payment, a reload or a way back comes back with it. The control's code (BookingFor, its
 * words) loads only for a patient with family members, off the page's first render.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { api } from '@physio/shared-auth';
import type { Dependant } from '@physio/shared-contracts';
import { useLoad } from '@physio/shared-ui';

const LazyBookingFor = lazy(() => import('./BookingFor').then((m) => ({ default: m.BookingFor })));

export interface BookingForChoice {
  members: Dependant[];
  /** The family member chosen ('' for the patient themself). */
  forWhom: string;
  /** The chosen member as listed; null for the patient themself, or while the list is loading. */
  member: Dependant | null;
  /** A member is kept but the list that says who they are is still on its way. */
  loading: boolean;
}

/**
 * The family list (loaded only for a signed-in patient: `signedIn`) and the choice kept in the page's state. One who
 * has left the family list meanwhile is no choice: the patient is booked, as "Booking for" then shows.
 */
export function useBookingFor(kept: string | undefined, signedIn = true): BookingForChoice {
  const family = useLoad(signedIn ? 'family' : null, () =>
    api.family.list('Could not load your family members'),
  );
  const members = family.status === 'ready' ? family.data : [];
  const chosen = signedIn ? (kept ?? '') : '';
  const forWhom = family.status === 'ready' && !members.some((m) => m.id === chosen) ? '' : chosen;
  return {
    members,
    forWhom,
    member: members.find((m) => m.id === forWhom) ?? null,
    loading: forWhom !== '' && family.status === 'loading',
  };
}

/** The "Booking for" control, shown only when there is someone to choose. */
export function BookingForField(props: ComponentProps<typeof LazyBookingFor>) {
  if (props.members.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyBookingFor {...props} />
    </Suspense>
  );
}
