import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api, useSession } from '@physio/shared-auth';
import {
  formatClockIst,
  formatPaise,
  type SessionCredits,
  type WaitlistOffer,
} from '@physio/shared-contracts';
import { PATHS, to } from '@physio/shared-contracts/paths';
import {
  Button,
  Card,
  InlineMessage,
  LoadView,
  Stack,
  useLoad,
  useLocale,
  useMessages,
} from '@physio/shared-ui';
import { BOOKING_DRAFT_KEY, emptyBookingForm, pickToText } from '../booking-form/bookingFormValues';
import { saveDraft } from '../../lib/draft';
import { useSessionWords } from '../../lib/sessionWords';
import { NODE, withNode } from '../../lib/withNode';
import { waitlistClaimCatalog } from './waitlistMessages';

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
  const t = useMessages(waitlistClaimCatalog);
  if (offer.mode !== 'home' || !offer.pincode) return null;
  return (
    <p>
      {t('visitPin', { pin: offer.pincode })}
      {offer.travel_fee_paise !== null && (
        <>
          {' · '}
          <span data-testid="waitlist-travel-fee">
            {t('travelFee', { fee: formatPaise(offer.travel_fee_paise) })}
          </span>
        </>
      )}
    </p>
  );
}

/** After the claim: the slot is held; the patient uses a session credit or books and pays for it. */
function Held({ offer, patientId }: { offer: WaitlistOffer; patientId: string }) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const t = useMessages(waitlistClaimCatalog);
  const locale = useLocale();
  const sessions = useLoad(patientId, () =>
    api.users.appointments({ params: { id: patientId } }, t('creditsNotLoaded')),
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
      t('bookFailed'),
    );
    setBusy(false);
    if (result.ok) setBooked(true);
    else setError(result.message);
  };
  if (booked)
    return (
      <InlineMessage tone="success">
        {t(offer.mode === 'online' ? 'onlineBooked' : 'homeBooked')}{' '}
        <Link to={to.patientDashboard(patientId)}>{t('toDashboard')}</Link>
      </InlineMessage>
    );
  if (!offer.hold_expires_at) return <InlineMessage tone="info">{t('holdOver')}</InlineMessage>;
  return (
    <Stack $gap="sm">
      <InlineMessage tone="success">
        {t('heldUntil', { time: formatClockIst(offer.hold_expires_at) })}
      </InlineMessage>
      {error && (
        <InlineMessage tone="error">{waitlistClaimCatalog.translateText(locale, error)}</InlineMessage>
      )}
      <LoadView load={sessions} loadingLabel={t('loadingCredits')}>
        {({ credits }) => {
          const credit = creditFor(credits, offer);
          return (
            <div>
              {credit ? (
                <Button type="button" loading={busy} onClick={() => void bookWithCredit(credit.order_id)}>
                  {t('useCredit')}
                </Button>
              ) : (
                <Button type="button" onClick={pay}>
                  {t('bookAndPay')}
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
  const t = useMessages(waitlistClaimCatalog);
  if (!token) return <InlineMessage tone="error">{t('offerUnknown')}</InlineMessage>;
  if (role !== 'patient') return <LogInFirst />;
  return <Offer token={token} />;
}

/** The link was opened without a patient session: the login brings the patient back here, token and all. */
function LogInFirst() {
  const location = useLocation();
  const t = useMessages(waitlistClaimCatalog);
  return (
    <InlineMessage tone="info">
      {withNode(
        t('logInBefore', { link: NODE }),
        <Link
          to={PATHS.patientLogin}
          state={{ from: { pathname: location.pathname, search: location.search } }}
        >
          {t('logIn')}
        </Link>,
      )}
    </InlineMessage>
  );
}

function Offer({ token }: { token: string }) {
  const { profile } = useSession();
  const patientId = profile?.data.data?.id ?? '';
  const t = useMessages(waitlistClaimCatalog);
  const words = useSessionWords();
  const offer = useLoad(token, () => api.waitlist.offer({ params: { token } }, t('offerNotLoaded')));
  const [claimed, setClaimed] = useState<WaitlistOffer | null>(null);
  const [refused, setRefused] = useState('');
  const [busy, setBusy] = useState(false);

  const claim = async () => {
    setBusy(true);
    setRefused('');
    const result = await api.waitlist.claim({ body: { token } }, t('claimFailed'));
    setBusy(false);
    if (result.ok) setClaimed(result.data);
    else setRefused(result.message);
  };

  return (
    <LoadView load={offer} loadingLabel={t('loadingOffer')}>
      {(loaded) => {
        const o = claimed ?? loaded;
        return (
          <Card>
            <Stack>
              <h2>{t(o.mode === 'online' ? 'onlineWith' : 'homeWith', { doctor: o.doctor_name })}</h2>
              <p>{words.dateTime(o.start)}</p>
              <TravelLine offer={o} />
              {refused ? (
                <InlineMessage tone="error">
                  {waitlistClaimCatalog.translateText(words.locale, refused)}
                </InlineMessage>
              ) : o.status === 'open' ? (
                <>
                  <p>{t('firstGetsIt')}</p>
                  <div>
                    <Button type="button" loading={busy} onClick={() => void claim()}>
                      {t('claim')}
                    </Button>
                  </div>
                </>
              ) : o.status === 'claimed' ? (
                <Held offer={o} patientId={patientId} />
              ) : (
                <InlineMessage tone="error">
                  {t(o.status === 'expired' ? 'offerExpired' : 'offerGone')}
                </InlineMessage>
              )}
            </Stack>
          </Card>
        );
      }}
    </LoadView>
  );
}
