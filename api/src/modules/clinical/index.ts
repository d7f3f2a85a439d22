// The clinical module's public face: what other modules may take from it.
export { listAccessLog, recordAccess } from './access-log';
export { readIntake, submitIntake } from './intake';
export { amendNote, draftNote, listNoteSummaries, listNotes, saveNote, signNote } from './notes';
export { listPrescriptions, readPrescriptionForPaper, writePrescription } from './prescriptions';
export { renderPrescriptionPdf } from './prescription-pdf';
export { exerciseRemindersJob } from './exercise-reminders';
export { listOutcomes, loadScores, recordPain, recordPsfs } from './outcome-scores';
export { psfsDue, psfsScore } from './outcome-scoring';
export { renderProgressReportPdf } from './outcome-report-pdf';
