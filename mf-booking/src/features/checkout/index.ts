export { useCheckout, STAGE_LABELS, type CheckoutStage, type Prefill } from './useCheckout';
export { readFailedPayment, type FailedPayment } from './failedPayment';
export { loadCheckoutScript } from './loadCheckoutScript';
export { PayButton } from './PayButton';
