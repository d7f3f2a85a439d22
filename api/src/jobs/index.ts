export {
  createPaymentJobs,
  reconcileOrders,
  reconcileOrder,
  type PaymentJobOptions,
  type PaymentJobs,
  type ReconcileReport,
} from './reconcile';
export { runReminders, startSchedulingJobs, reminderVariables, type ReminderReport } from './reminders';
