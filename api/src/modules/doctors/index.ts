// The doctors module's public face: what other modules may take from it.
export { readPublicAvailability, STRANDED_REASON, writeAvailability } from './availability';
export {
  approveApplication,
  createDoctor,
  doctorForSql,
  listApplications,
  listDoctors,
  resetDoctorPassword,
  setDoctorActive,
} from './doctors';
