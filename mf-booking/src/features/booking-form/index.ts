export { BookingForm } from './BookingForm';
// The rules (bookingFormRules: zod) are not re-exported: they are loaded when the visitor starts on the form.
export * from './bookingFormValues';
