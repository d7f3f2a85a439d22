// The payments module's public face: what other modules may take from it.
export { simulatedWebhooks } from './payment-webhook';
export { createPaymentsContext, type PaymentsContext, type PaymentsOptions } from './payments-context';
export { reconcileJob, reconcileOrders } from './reconcile-orders';
export { createPackageOrder, packageAmountPaise } from './package-orders';
