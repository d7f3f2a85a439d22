export { useCheckout, STAGE_LABELS, type CheckoutStage, type Prefill } from './useCheckout';
export { loadCheckoutScript } from './loadCheckoutScript';
export { PayButton } from './PayButton';
