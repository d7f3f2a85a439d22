export { DependantForm } from './DependantForm';
export { FamilyMembers } from './FamilyMembers';
export { BookingFor } from './BookingFor';
