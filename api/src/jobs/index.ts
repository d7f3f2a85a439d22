export {
  createPaymentJobs,
  reconcileOrders,
  reconcileOrder,
  type PaymentJobOptions,
  type PaymentJobs,
  type ReconcileReport,
} from './reconcile';
export { runReminders, startSchedulingJobs, reminderText, type ReminderReport } from './reminders';
