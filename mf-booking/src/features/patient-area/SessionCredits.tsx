import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import { Button, Card, CardList, InlineMessage, Stack, useLoad, useMessages } from '@physio/shared-ui';
import { RefundAction, SeriesOnCredits } from '@physio/shared-ui/sessions';
import {
  creditsExpired,
  creditsRefundable,
  refundOrderId,
  type SessionCredits as Credits,
  type Slot,
} from '@physio/shared-contracts';
import { SlotPicker, type SlotPick } from '../slot-picker';
import { OrderRefunds } from './OrderRefunds';
import { WaitlistOffer } from '../waitlist/WaitlistOffer';
import { BookingFor } from '../family/BookingFor';
import { useSessionWords } from '../../lib/sessionWords';
import { patientAreaCatalog } from './patientAreaMessages';

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

interface Props {
  credits: Credits[];
  /** After a session was scheduled or the unused ones refunded (the page loads the sessions again). */
  onChanged: () => void;
}

/**
 * Each paid order by name ("3 online sessions with Dr. Asha Rao · 27 Nov 2026") and how its sessions stand
 * ("2 of 3 sessions scheduled · 1 refunded"), ONE Schedule for the next session (the booking's picker), and a
 * refund of the unused ones that shows its amount before it is confirmed, with the order's refunds.
 */
export function SessionCredits({ credits, onChanged }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const [pick, setPick] = useState<Slot | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const [forWhom, setForWhom] = useState('');
  const t = useMessages(patientAreaCatalog);
  const words = useSessionWords();
  const shown = credits.filter((c) => c.total > 0);
  // Family members may be booked from a package shared in the family: loaded only when there is one.
  const family = useLoad(shown.some((c) => c.family_shared) ? 'family' : null, () =>
    api.family.list(t('familyNotLoaded')),
  );
  const members = family.status === 'ready' ? family.data : [];
  if (shown.length === 0) return null;

  const start = (orderId: string) => {
    setOpen(orderId);
    setPick(null);
    setError('');
    setForWhom('');
  };
  const book = async (credit: Credits, slot: Slot) => {
    setBusy(true);
    const result = await api.sessions.book(
      {
        body: {
          order_id: credit.order_id,
          start: slot.start,
          doctor_id: slot.doctor_id,
          ...(forWhom ? { dependant_id: forWhom } : {}),
        },
      },
      t('scheduleFailed'),
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      setPick(null);
      setRefresh((n) => n + 1);
      return;
    }
    setOpen(null);
    onChanged();
  };

  return (
    <CardList aria-label={t('credits')}>
      {shown.map((credit) => {
        const title = words.orderLabel({
          quantity: credit.total,
          mode: credit.mode,
          doctor_name: credit.doctor_name,
          date: credit.paid_at,
          package_name: credit.package_name,
        });
        const orderId = refundOrderId(credit);
        const validity = words.creditValidity(credit);
        const expired = creditsExpired(credit);
        return (
          <li key={credit.order_id}>
            <Card>
              <Stack $gap="sm">
                <Title>{title}</Title>
                <p>{words.creditSummary(credit)}</p>
                {validity && <p>{validity}</p>}
                {open !== credit.order_id && credit.remaining > 0 && (
                  <Actions>
                    {!expired && (
                      <Button type="button" variant="secondary" onClick={() => start(credit.order_id)}>
                        {t('scheduleNext', { next: credit.scheduled + 1, total: credit.total })}
                      </Button>
                    )}
                    {creditsRefundable(credit) && (
                      <RefundAction
                        label={t('requestRefund')}
                        quote={() => api.refunds.quote({ params: { id: orderId } }, t('refundNotQuoted'))}
                        request={() =>
                          api.refunds.create({ params: { id: orderId }, body: {} }, t('refundFailed'))
                        }
                        onRefunded={onChanged}
                      />
                    )}
                  </Actions>
                )}
                {open === credit.order_id && (
                  <>
                    {error && <InlineMessage tone="error">{error}</InlineMessage>}
                    {credit.family_shared && (
                      <BookingFor members={members} value={forWhom} onChange={setForWhom} />
                    )}
                    <SlotPicker
                      mode={credit.mode}
                      pincode={credit.pincode ?? undefined}
                      doctorId={credit.doctor_id}
                      after={() =>
                        credit.doctor_id && credit.doctor_name ? (
                          <WaitlistOffer
                            mode={credit.mode}
                            pincode={credit.pincode}
                            doctors={[{ id: credit.doctor_id, name: credit.doctor_name }]}
                          />
                        ) : null
                      }
                      value={pick ? ({ kind: 'slot', slot: pick } satisfies SlotPick) : null}
                      onChange={(p) => p.kind === 'slot' && setPick(p.slot)}
                      refresh={refresh}
                    />
                    {/* "Repeat weekly" for the patient or the family member chosen above (the series treats them). */}
                    {pick && credit.remaining > 1 && (
                      <SeriesOnCredits
                        key={forWhom}
                        credit={credit}
                        slot={pick}
                        {...(forWhom ? { dependantId: forWhom } : {})}
                        onBooked={() => {
                          setOpen(null);
                          onChanged();
                        }}
                      />
                    )}
                    <Actions>
                      <Button
                        type="button"
                        disabled={!pick}
                        loading={busy}
                        onClick={() => pick && void book(credit, pick)}
                      >
                        {t('scheduleThis')}
                      </Button>
                      <Button type="button" variant="ghost" onClick={() => setOpen(null)}>
                        {t('cancel')}
                      </Button>
                    </Actions>
                  </>
                )}
                {credit.refunded > 0 && <OrderRefunds orderId={orderId} />}
              </Stack>
            </Card>
          </li>
        );
      })}
    </CardList>
  );
}
