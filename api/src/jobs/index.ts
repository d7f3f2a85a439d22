export { reconcileOrders, reconcileOrder, startPaymentJobs, type ReconcileReport } from './reconcile';
