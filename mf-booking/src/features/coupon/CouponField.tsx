import type { FormEvent } from 'react';
import { Button, InlineMessage, Stack, TextField } from '@physio/shared-ui';
import { MESSAGES } from '@physio/shared-contracts';
import type { CouponState } from './useCoupon';

/** Coupon code input with Apply / Remove and the spec's messages. */
export function CouponField({ coupon, disabled = false }: { coupon: CouponState; disabled?: boolean }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void coupon.apply();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextField
          label="Coupon code"
          name="coupon_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={coupon.input}
          onChange={(e) => coupon.setInput(e.target.value)}
          disabled={disabled}
          error={coupon.error ?? undefined}
        />
        {coupon.canApply && (
          <Button type="submit" variant="secondary" loading={coupon.checking} disabled={disabled}>
            Apply
          </Button>
        )}
        {coupon.applied && (
          <>
            <InlineMessage tone="success">
              {MESSAGES.couponApplied} ({coupon.applied.code}: {coupon.applied.discountPercent}% off)
            </InlineMessage>
            <Button type="button" variant="ghost" onClick={coupon.remove} disabled={disabled}>
              Remove coupon
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
