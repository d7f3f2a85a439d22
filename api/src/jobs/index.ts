export { reconcileOrders, reconcileOrder, startPaymentJobs, type ReconcileReport } from './reconcile';
export { runReminders, startSchedulingJobs, reminderText, type ReminderReport } from './reminders';
