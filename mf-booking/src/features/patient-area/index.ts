export { PatientAreaNav } from './PatientAreaNav';
export { AppointmentList } from './AppointmentList';
export { AppointmentCards, AppointmentCardsPlaceholder } from './AppointmentCards';
export { OrderList } from './OrderList';
export { PrescriptionList } from './PrescriptionList';
export { ProfileDetails } from './ProfileDetails';
export { TreatmentPlan, TreatmentPlanPlaceholder } from './TreatmentPlan';
export { canJoin } from './appointments';
export { SessionCredits } from './SessionCredits';
