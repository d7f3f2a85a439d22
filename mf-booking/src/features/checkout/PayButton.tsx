import { Button, Spinner, Stack } from '@physio/shared-ui';
import { STAGE_LABELS, type CheckoutStage } from './useCheckout';

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
  return (
    <Stack>
      <Button type="button" variant="primary" fullWidth loading={busy} disabled={busy} onClick={onPay}>
        {label}
      </Button>
      <div aria-live="polite">{busy && <Spinner label={STAGE_LABELS[stage]} />}</div>
    </Stack>
  );
}
