import { api } from '@physio/shared-auth';
import { useLoad, type Load } from '@physio/shared-ui';
import type { TravelQuote } from '@physio/shared-contracts';
import type { BookingState } from '../../lib/navigationState';

/**
 * The server's travel fee for a home visit with the chosen doctor at the booking's PIN (issue 28), shown before
 * payment; the order charges the same. Null when there is none to ask for (online, or no doctor chosen yet).
 */
export function useTravelFee(booking: BookingState): Load<TravelQuote> | null {
  const { mode, pincode } = booking.booking;
  const doctorId = booking.slot?.doctor_id;
  const asked = mode === 'home' && !!pincode && !!doctorId;
  const load = useLoad(asked ? `${doctorId}|${pincode}` : null, () =>
    api.travel.quote({ query: { doctor_id: doctorId!, pincode: pincode! } }, 'Could not load the travel fee'),
  );
  return asked ? load : null;
}
