import { CLINICAL_MESSAGES } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/**
 * The health record page's words (the page, the intake form and answers, the session notes and the access log):
 * English as before, and Hindi. The safety questions, the consents and the charts are shared-ui's clinicalCatalog.
 */
export const healthCatalog = defineCatalog(
  'health',
  {
    title: 'Health record',
    description: 'Your answers before treatment, your session notes and who has seen them.',
    intakeNotLoaded: 'Could not load your answers before treatment',
    notesNotLoaded: 'Could not load the session notes',
    logNotLoaded: 'Could not load who has seen your record',
    loadingAnswers: 'Loading your answers…',
    afterSessions: 'After your sessions',
    loadingNotes: 'Loading the session notes…',
    whoHasSeen: 'Who has seen your record',
    whoHasSeenLead:
      'Every time you or a physiotherapist reads or changes your health record, it is listed here.',
    loadingLog: 'Loading the access log…',
    keepEarlier: 'Keep my earlier answers',
    notAnswered: 'The patient has not answered the questions before their first session yet.',
    yourAnswers: 'Your answers before treatment',
    thanks: 'Thank you: your answers are saved.',
    givenOn: 'Given {when}',
    answersLabel: 'Your intake answers',
    update: 'Update my answers',
    noNotes: 'No session notes yet. Your physiotherapist adds a summary here after each session.',
    notes: 'Session notes',
    noSummary: 'No summary was written for this session.',
    yourPlan: 'Your plan',
    // A family member's note (issue 28 point 3)
    forPerson: 'For: {name}',
    memberIntake: 'Answers before treatment',
    answerFor: 'Answer the questions for {name}',
    noAccess: 'Nobody has opened your health record yet.',
    accessCaption: 'Who has seen or changed your health record',
    when: 'When',
    who: 'Who',
    what: 'What',
    you: 'You',
    intake_read: 'Read your intake answers',
    intake_write: 'Saved your intake answers',
    notes_read: 'Read your session notes',
    notes_write: 'Wrote a session note',
    note_read: 'Read a session note',
    note_write: 'Wrote or signed a session note',
    exercises_read: 'Read your home exercises',
    exercises_write: 'Changed your home exercises or their log',
    scores_read: 'Read your progress scores',
    scores_write: 'Recorded a progress score or pain rating',
    yes: 'Yes',
    no: 'No',
    notSaved: 'Could not save your answers. Please try again.',
    formTitle: 'Before your first session',
    formLead:
      'Your physiotherapist reads these answers before they see you. Only you and the physiotherapists caring for you can see them.',
    yourProblem: 'Your problem',
    whatProblem: 'What is the problem?',
    problemHint: 'For example: pain in my right knee when I climb stairs',
    sinceWhen: 'Since when?',
    sinceHint: 'For example: three weeks, since a fall in October',
    painNow: 'Pain right now, from 0 (none) to 10 (worst imaginable)',
    safety: 'Safety questions',
    yourHealth: 'Your health',
    medicines: 'Medicines you take (optional)',
    otherConditions: 'Other health conditions or operations (optional)',
    goalsQuestion: 'What would you like to be able to do again? (optional)',
    consent: 'Consent',
    agreeTreatment: 'I agree to assessment and treatment',
    agreeOnline: 'I agree to online sessions by video call',
    saveAnswers: 'Save my answers',
  },
  () => import('./healthMessages.hi').then((m) => ({ default: m.healthCatalog })),
);

/** The intake's checks (shared-contracts' CLINICAL_MESSAGES, the API's own): English exactly, and Hindi. */
export const intakeErrorCatalog = defineCatalog(
  'intakeErrors',
  {
    problem: CLINICAL_MESSAGES.problem,
    since: CLINICAL_MESSAGES.since,
    pain: CLINICAL_MESSAGES.pain,
    redFlag: CLINICAL_MESSAGES.redFlag,
    treatmentConsent: CLINICAL_MESSAGES.treatmentConsent,
    teleconsultationConsent: CLINICAL_MESSAGES.teleconsultationConsent,
    consentVersion: CLINICAL_MESSAGES.consentVersion,
  },
  () => import('./healthMessages.hi').then((m) => ({ default: m.intakeErrorCatalog })),
);
