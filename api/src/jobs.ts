export {
  createPaymentJobs,
  reconcileOrders,
  reconcileOrder,
  type PaymentJobOptions,
  type PaymentJobs,
  type ReconcileReport,
} from './modules/payments/reconcile-orders';
export {
  runReminders,
  startSchedulingJobs,
  reminderVariables,
  type ReminderReport,
} from './modules/notifications/reminders';
