import type { FormEvent } from 'react';
import { Button, InlineMessage, Stack, TextField, useLocale, useMessages } from '@physio/shared-ui';
import { couponCatalog } from './couponMessages';
import type { CouponState } from './useCoupon';

/** Coupon code input with Apply / Remove and the spec's messages. */
export function CouponField({ coupon, disabled = false }: { coupon: CouponState; disabled?: boolean }) {
  const t = useMessages(couponCatalog);
  const locale = useLocale();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void coupon.apply();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextField
          label={t('code')}
          name="coupon_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={coupon.input}
          onChange={(e) => coupon.setInput(e.target.value)}
          disabled={disabled}
          error={coupon.error ? couponCatalog.translateText(locale, coupon.error) : undefined}
        />
        {coupon.canApply && (
          <Button type="submit" variant="secondary" loading={coupon.checking} disabled={disabled}>
            {t('apply')}
          </Button>
        )}
        {coupon.applied && (
          <>
            <InlineMessage tone="success">
              {t('applied')}{' '}
              {t('appliedOff', { code: coupon.applied.code, percent: coupon.applied.discountPercent })}
            </InlineMessage>
            <Button type="button" variant="ghost" onClick={coupon.remove} disabled={disabled}>
              {t('remove')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
