import { useState } from 'react';
import { api } from '@physio/shared-auth';
import { Button, Card, CardList, InlineMessage, Stack } from '@physio/shared-ui';
import { RefundAction } from '@physio/shared-ui/sessions';
import { refundOrderId, type SessionCredits as Credits, type Slot } from '@physio/shared-contracts';
import { SlotPicker, type SlotPick } from '../slot-picker';
import { OrderRefunds } from './OrderRefunds';

interface Props {
  credits: Credits[];
  /** After a session was scheduled (the page loads the sessions again). */
  onScheduled: () => void;
}

/**
 * "3 of 6 sessions scheduled" per paid order, Schedule for each remaining credit (the booking's picker),
 * and "Request a refund" of the unused ones with the order's refunds.
 */
export function SessionCredits({ credits, onScheduled }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const [pick, setPick] = useState<Slot | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);
  // Orders refunded on this screen: their unused credits are gone until the page loads them again.
  const [refunded, setRefunded] = useState<ReadonlySet<string>>(new Set());
  const shown = credits.filter((c) => c.total > 0);
  if (shown.length === 0) return null;

  const start = (orderId: string) => {
    setOpen(orderId);
    setPick(null);
    setError('');
  };
  const book = async (credit: Credits, slot: Slot) => {
    setBusy(true);
    const result = await api.sessions.book(
      { body: { order_id: credit.order_id, start: slot.start, doctor_id: slot.doctor_id } },
      'Could not schedule the session',
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      setPick(null);
      setRefresh((n) => n + 1);
      return;
    }
    setOpen(null);
    onScheduled();
  };

  return (
    <CardList aria-label="Session credits">
      {shown.map((credit) => {
        const remaining = refunded.has(credit.order_id) ? 0 : credit.remaining;
        return (
          <li key={credit.order_id}>
            <Card>
              <Stack>
                <p>
                  {credit.scheduled} of {credit.total} sessions scheduled
                </p>
                {open !== credit.order_id &&
                  Array.from({ length: remaining }, (_, i) => (
                    <Button
                      key={i}
                      type="button"
                      variant="secondary"
                      aria-label={`Schedule session ${credit.scheduled + i + 1} of ${credit.total}`}
                      onClick={() => start(credit.order_id)}
                    >
                      Schedule
                    </Button>
                  ))}
                {open === credit.order_id && (
                  <>
                    {error && <InlineMessage tone="error">{error}</InlineMessage>}
                    <SlotPicker
                      mode={credit.mode}
                      doctorId={credit.doctor_id}
                      value={pick ? ({ kind: 'slot', slot: pick } satisfies SlotPick) : null}
                      onChange={(p) => p.kind === 'slot' && setPick(p.slot)}
                      refresh={refresh}
                    />
                    <Button
                      type="button"
                      disabled={!pick}
                      loading={busy}
                      onClick={() => pick && void book(credit, pick)}
                    >
                      Schedule this time
                    </Button>
                    <Button type="button" variant="ghost" onClick={() => setOpen(null)}>
                      Cancel
                    </Button>
                  </>
                )}
                {credit.refunded > 0 && <OrderRefunds orderId={refundOrderId(credit)} />}
                {open !== credit.order_id && (credit.remaining > 0 || refunded.has(credit.order_id)) && (
                  <RefundAction
                    label="Request a refund"
                    sessions={credit.remaining}
                    request={() =>
                      api.refunds.create(
                        { params: { id: refundOrderId(credit) }, body: {} },
                        'Could not request the refund',
                      )
                    }
                    onRefunded={() => setRefunded((s) => new Set(s).add(credit.order_id))}
                  />
                )}
              </Stack>
            </Card>
          </li>
        );
      })}
    </CardList>
  );
}
