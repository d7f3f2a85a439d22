import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api, useSession } from '@physio/shared-auth';
import {
  formatClockIst,
  formatDateTime,
  formatPaise,
  WAITLIST_MESSAGES,
  type SessionCredits,
  type WaitlistOffer,
} from '@physio/shared-contracts';
import { PATHS, to } from '@physio/shared-contracts/paths';
import { Button, Card, InlineMessage, LoadView, Stack, useLoad } from '@physio/shared-ui';
import { BOOKING_DRAFT_KEY, emptyBookingForm, pickToText } from '../booking-form/bookingFormValues';
import { saveDraft } from '../../lib/draft';

const kind = (o: WaitlistOffer) => (o.mode === 'online' ? 'online session' : 'home visit');

/**
 * A paid order whose credits can take this time: same mode, its doctor (if it has one) the offer's, and for a home
 * visit the PIN the offer was reached at (the road was checked there).
 */
const creditFor = (credits: SessionCredits[], o: WaitlistOffer) =>
  credits.find(
    (c) =>
      c.remaining > 0 &&
      c.mode === o.mode &&
      (c.doctor_id === null || c.doctor_id === o.doctor_id) &&
      (o.mode !== 'home' || !o.pincode || c.pincode === o.pincode),
  );

/** A home visit's PIN and the travel fee the server priced there (what the order will charge). */
function TravelLine({ offer }: { offer: WaitlistOffer }) {
  if (offer.mode !== 'home' || !offer.pincode) return null;
  return (
    <p>
      PIN code {offer.pincode}
      {offer.travel_fee_paise !== null && (
        <>
          {' · '}Travel fee{' '}
          <span data-testid="waitlist-travel-fee">{formatPaise(offer.travel_fee_paise)}</span> per visit
        </>
      )}
    </p>
  );
}

/** After the claim: the slot is held; the patient uses a session credit or books and pays for it. */
function Held({ offer, patientId }: { offer: WaitlistOffer; patientId: string }) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const sessions = useLoad(patientId, () =>
    api.users.appointments({ params: { id: patientId } }, 'Could not load your session credits'),
  );
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState(false);
  const [error, setError] = useState('');
  const slot = {
    start: offer.start,
    end: offer.end,
    doctor_id: offer.doctor_id,
    doctor_name: offer.doctor_name,
  };
  const pay = () => {
    const me = profile?.data.data;
    saveDraft(BOOKING_DRAFT_KEY, {
      ...emptyBookingForm,
      name: me?.name ?? '',
      email: me?.email ?? '',
      mode: offer.mode,
      pincode: offer.mode === 'home' ? (offer.pincode ?? '') : '',
      slot: pickToText({ kind: 'slot', slot }, offer.mode),
    });
    navigate(PATHS.booking);
  };
  const bookWithCredit = async (orderId: string) => {
    setBusy(true);
    setError('');
    const result = await api.sessions.book(
      { body: { order_id: orderId, start: offer.start, doctor_id: offer.doctor_id } },
      'Could not book the session',
    );
    setBusy(false);
    if (result.ok) setBooked(true);
    else setError(result.message);
  };
  if (booked)
    return (
      <InlineMessage tone="success">
        Your {kind(offer)} is booked. <Link to={to.patientDashboard(patientId)}>Go to your dashboard</Link>
      </InlineMessage>
    );
  if (!offer.hold_expires_at)
    return <InlineMessage tone="info">The 15 minutes to confirm this time are over.</InlineMessage>;
  return (
    <Stack $gap="sm">
      <InlineMessage tone="success">
        The time is held for you until {formatClockIst(offer.hold_expires_at)}. Please confirm it before then.
      </InlineMessage>
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      <LoadView load={sessions} loadingLabel="Loading your session credits…">
        {({ credits }) => {
          const credit = creditFor(credits, offer);
          return (
            <div>
              {credit ? (
                <Button type="button" loading={busy} onClick={() => void bookWithCredit(credit.order_id)}>
                  Use a session credit
                </Button>
              ) : (
                <Button type="button" onClick={pay}>
                  Book and pay for this time
                </Button>
              )}
            </div>
          );
        }}
      </LoadView>
    </Stack>
  );
}

/** The claim link's page: what is offered, Claim, then what to do with the held time; or why it is gone. */
export function WaitlistClaim({ token }: { token: string }) {
  const { role } = useSession();
  if (!token) return <InlineMessage tone="error">{WAITLIST_MESSAGES.offerUnknown}</InlineMessage>;
  if (role !== 'patient') return <LogInFirst />;
  return <Offer token={token} />;
}

/** The link was opened without a patient session: the login brings the patient back here, token and all. */
function LogInFirst() {
  const location = useLocation();
  return (
    <InlineMessage tone="info">
      Please{' '}
      <Link
        to={PATHS.patientLogin}
        state={{ from: { pathname: location.pathname, search: location.search } }}
      >
        log in
      </Link>{' '}
      with the mobile number the message was sent to, to claim this time.
    </InlineMessage>
  );
}

function Offer({ token }: { token: string }) {
  const { profile } = useSession();
  const patientId = profile?.data.data?.id ?? '';
  const offer = useLoad(token, () => api.waitlist.offer({ params: { token } }, 'Could not load the offer'));
  const [claimed, setClaimed] = useState<WaitlistOffer | null>(null);
  const [refused, setRefused] = useState('');
  const [busy, setBusy] = useState(false);

  const claim = async () => {
    setBusy(true);
    setRefused('');
    const result = await api.waitlist.claim({ body: { token } }, 'Could not claim the time');
    setBusy(false);
    if (result.ok) setClaimed(result.data);
    else setRefused(result.message);
  };

  return (
    <LoadView load={offer} loadingLabel="Loading the offer…">
      {(loaded) => {
        const o = claimed ?? loaded;
        return (
          <Card>
            <Stack>
              <h2>
                {o.mode === 'online' ? 'Online session' : 'Home visit'} with {o.doctor_name}
              </h2>
              <p>{formatDateTime(o.start)}</p>
              <TravelLine offer={o} />
              {refused ? (
                <InlineMessage tone="error">{refused}</InlineMessage>
              ) : o.status === 'open' ? (
                <>
                  <p>The first patient on the waitlist to claim this time gets it, held for 15 minutes.</p>
                  <div>
                    <Button type="button" loading={busy} onClick={() => void claim()}>
                      Claim this time
                    </Button>
                  </div>
                </>
              ) : o.status === 'claimed' ? (
                <Held offer={o} patientId={patientId} />
              ) : (
                <InlineMessage tone="error">
                  {o.status === 'expired' ? WAITLIST_MESSAGES.offerExpired : WAITLIST_MESSAGES.offerGone}
                </InlineMessage>
              )}
            </Stack>
          </Card>
        );
      }}
    </LoadView>
  );
}
