export {
  createPaymentJobs,
  reconcileOrders,
  reconcileOrder,
  type PaymentJobs,
  type ReconcileReport,
} from './reconcile';
