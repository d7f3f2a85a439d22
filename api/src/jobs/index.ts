export {
  createPaymentJobs,
  reconcileOrders,
  reconcileOrder,
  type PaymentJobOptions,
  type PaymentJobs,
  type ReconcileReport,
} from './reconcile';
