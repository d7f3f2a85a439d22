// The privacy module's public face (DPDP data rights): consents per purpose, the download, erasure, the requests log.
export { changeConsent, consentViews } from './consents';
export { PERSONAL_DATA, RETENTION, erasePlan, type PersonalData } from './data-map';
export { eraseAccount, ERASED_NAME } from './erase';
export { assembleExport } from './export';
export { renderExportPdf } from './export-pdf';
export { privacyPurgeJob, purgeExpired, type PurgeReport } from './purge';
