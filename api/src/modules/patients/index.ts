// The patients module's public face: what other modules may take from it.
export { notYourPatient, requireCare, requireWritableRecord } from './care';
export {
  findPatient,
  followLanguageCookie,
  markPatientReturning,
  setPatientLanguage,
  type PatientRow,
  updatePatient,
  upsertVerifiedPatient,
} from './patients';
export { listDataRightsRequests, logDataRightsRequest } from './data-rights-requests';
