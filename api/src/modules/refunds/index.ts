// The refunds module's public face: what other modules may take from it.
export { reconcileRefunds } from './reconcile-refunds';
export { applyRefundWebhook, findRefundForWebhook, type WebhookRefund } from './refund-webhooks';
