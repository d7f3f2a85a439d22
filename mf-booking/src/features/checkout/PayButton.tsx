import { useEffect, useRef } from 'react';
import { Button, Spinner, Stack, useMessages } from '@physio/shared-ui';
import type { CheckoutStage } from './useCheckout';
import { checkoutCatalog } from './checkoutMessages';

/** Pay with a progress indicator while the order and the checkout load. */
export function PayButton({
  stage,
  onPay,
  label,
}: {
  stage: CheckoutStage;
  onPay: () => void;
  label: string;
}) {
  const busy = stage !== 'idle';
  const t = useMessages(checkoutCatalog);
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);

  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    // Back from a closed checkout or a refused order: the disabled button lost focus to the page, so
    // keyboard and screen-reader users would start over from the top. Continue from Pay instead.
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, [busy]);

  return (
    <Stack>
      <Button
        ref={button}
        type="button"
        variant="primary"
        fullWidth
        loading={busy}
        disabled={busy}
        onClick={onPay}
      >
        {label}
      </Button>
      <div aria-live="polite">{stage !== 'idle' && <Spinner label={t(stage)} />}</div>
    </Stack>
  );
}
