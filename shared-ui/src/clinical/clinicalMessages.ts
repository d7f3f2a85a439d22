// Through the package (a federation singleton), not ../i18n: one language store for the whole site.
import { defineCatalog } from '@physio/shared-ui';

/**
 * The clinical record's shared parts (IntakeDetails, the outcome charts and forms), the safety questions, the
 * consent texts and the see-a-doctor advice: English exactly as shared-contracts' clinicalTexts has them, and
 * Hindi for the patient's health record (plain words, the scale's numbers kept: "दर्द (0–10)"). The doctor's
 * pages stay English (the shell's LocaleScope).
 */
export const clinicalCatalog = defineCatalog(
  'clinical',
  {
    flag_weight_loss: 'Have you lost weight recently without trying to?',
    flag_night_pain: 'Do you have pain at night that does not ease when you change position or rest?',
    flag_bladder_bowel:
      'Have you noticed new changes in controlling your bladder or bowels (leaking, or not being able to go)?',
    flag_saddle_numbness: 'Do you have numbness or tingling around your bottom, genitals or inner thighs?',
    flag_major_trauma: 'Did the problem start after a serious fall, road accident or other major injury?',
    flag_fever: 'Have you had a fever, chills or night sweats with this problem?',
    flag_cancer_history: 'Have you ever been treated for cancer?',
    consent_treatment:
      'I agree to be assessed and treated by a PhysioCare physiotherapist. They will explain what they find and what they propose, and I may ask questions, refuse or stop any part of the treatment at any time. Exercises and hands-on treatment can cause temporary soreness. I have answered the questions above truthfully and will tell my physiotherapist if anything changes.',
    consent_teleconsultation:
      'For online sessions I agree to be consulted by video call, following India’s Telemedicine Practice Guidelines (2020). I understand that the physiotherapist cannot examine me by touch, that they may ask me to see them in person or to see a doctor, that I should be in a private place for the call, and that the session is not recorded. My identity is checked by the mobile number I log in with.',
    seeDoctor:
      'One of your answers can be a sign of something a physiotherapist should not treat alone. Please see a doctor (your family doctor, or a hospital emergency department if it is sudden or severe) before your session, and tell them what you told us. Your physiotherapist will see your answer too.',
    problem: 'Problem',
    since: 'Since',
    pain: 'Pain (0–10)',
    flagsYes: 'Safety questions answered yes',
    none: 'None',
    noneGiven: 'None given',
    medications: 'Medications',
    conditions: 'Other conditions',
    goals: 'Goals',
    consentTreatment: 'Consent to treatment',
    consentTele: 'Consent to teleconsultation',
    given: 'Given {when} ({version})',
    notGiven: 'Not given',
    yourProgress: 'Your progress',
    progress: 'Progress',
    loadingScores: 'Loading the progress scores…',
    scoresNotLoaded: 'Could not load the progress scores',
    firstDue: 'Your first progress score is due: rate the activities you find hard.',
    firstDueDoctor: 'The patient’s first progress score is due: rate the activities they find hard.',
    due: 'Your progress score is due: {count} sessions since the last one (every {every}).',
    dueDoctor: 'The patient’s progress score is due: {count} sessions since the last one (every {every}).',
    psfsTitle: 'Activity score (PSFS, 0–10, higher is better)',
    psfsValue: 'Score (0–10)',
    psfsEmpty: 'No activity score yet.',
    painTitle: 'Pain (0–10, lower is better)',
    painValue: 'Pain (0–10)',
    painEmpty: 'No pain rating yet.',
    scoreSaved: 'Score saved: {score} out of 10',
    painSaved: 'Pain rating saved',
    painToday: 'Your pain today (0–10)',
    memberPainToday: 'Their pain today (0–10)',
    painAtSession: 'Pain at this session (0–10)',
    report: 'Download the progress report (PDF)',
    activitiesTitle: 'Activities you find hard',
    activitiesHint:
      'Name {min} to {max} important activities your problem makes hard, and rate each today from 0 (unable to do it) to 10 (as well as before the problem).',
    activity: 'Activity {number}',
    addActivity: 'Add an activity',
    saving: 'Saving…',
    saveScore: 'Save score',
    save: 'Save',
    checkAnswers: 'Check your answers',
    scoreNotSaved: 'Could not save the score. Please try again.',
    painNotSaved: 'Could not save the pain rating. Please try again.',
    showTable: 'Show the values as a table',
    date: 'Date',
    noScores: '{label}: no scores yet',
    oneScore: '{label}: one score, {value} on {date}',
    scores: '{label}: {count} scores, from {first} on {firstDate} to {last} on {lastDate}',
  },
  () => import('./clinicalMessages.hi').then((m) => ({ default: m.clinicalCatalog })),
);
