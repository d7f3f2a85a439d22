import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, InlineMessage, schemaErrors, Spinner, Stack, TextField } from '@physio/shared-ui';
import { couponLookupQuerySchema, MESSAGES, type Coupon } from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import { CouponCard, type CouponAction } from './CouponCard';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'found'; coupon: Coupon };

/** Looks a coupon up by code; repeats the last lookup when `reloadKey` changes (after an action). */
export function CouponSearch({
  reloadKey,
  onAction,
}: {
  reloadKey: number;
  onAction: (a: CouponAction, c: Coupon) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const lastCode = useRef<string | null>(null);

  const lookUp = async (value: string) => {
    lastCode.current = value;
    setOutcome({ kind: 'loading' });
    const res = await api.coupons.find({ query: { coupon_code: value } }, MESSAGES.coupon.notExists);
    if (lastCode.current !== value) return;
    if (res.ok && res.data) setOutcome({ kind: 'found', coupon: res.data });
    else setOutcome({ kind: 'error', message: MESSAGES.coupon.notExists });
  };

  useEffect(() => {
    if (reloadKey > 0 && lastCode.current) void lookUp(lastCode.current);
  }, [reloadKey]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = schemaErrors(couponLookupQuerySchema, { coupon_code: code }).coupon_code ?? null;
    setError(message);
    if (message) return;
    void lookUp(code.trim().toUpperCase());
  };

  return (
    <section aria-labelledby="coupon-search-title">
      <h3 id="coupon-search-title">Search Coupon</h3>
      <form onSubmit={submit} noValidate aria-label="Search coupon">
        <Stack>
          <TextField
            id="coupon-search-code"
            label="Coupon code"
            name="coupon_code"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            value={code}
            error={error ?? undefined}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
          />
          <div>
            <Button
              type="submit"
              variant="primary"
              disabled={outcome.kind === 'loading'}
              loading={outcome.kind === 'loading'}
            >
              Search
            </Button>
          </div>
        </Stack>
      </form>
      <div aria-live="polite" style={{ marginTop: '1rem' }}>
        {outcome.kind === 'loading' && <Spinner label="Looking up the coupon" />}
        {outcome.kind === 'error' && <InlineMessage tone="error">{outcome.message}</InlineMessage>}
        {outcome.kind === 'found' && <CouponCard coupon={outcome.coupon} onAction={onAction} />}
      </div>
    </section>
  );
}
