export {
  createPaymentJobs,
  reconcileOrders,
  reconcileOrder,
  type PaymentJobs,
  type ReconcileReport,
} from './reconcile';
export { runReminders, startSchedulingJobs, reminderText, type ReminderReport } from './reminders';
