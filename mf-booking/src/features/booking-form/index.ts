export { BookingForm } from './BookingForm';
export * from './bookingFormRules';
