export { useCheckout, STAGE_LABELS, type CheckoutStage, type Prefill } from './useCheckout';
export { forgetOpenPayment, readFailedPayment, returnedPayment, type FailedPayment } from './failedPayment';
export { loadCheckoutScript } from './loadCheckoutScript';
export { PayButton } from './PayButton';
