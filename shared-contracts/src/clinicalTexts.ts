/**
 * The clinical record's wording shown to people (issue 29): the safety questions, the consent texts and the advice
 * after a "yes". Apart from the schemas (schemas/clinical.ts), so the endpoint table carries only keys and versions.
 */
import { CONSENT_VERSIONS, type RedFlagKey } from './schemas/clinical';

/** Our own wording of the red-flag questions a physiotherapist screens for before treating. */
export const RED_FLAG_QUESTIONS: readonly { key: RedFlagKey; text: string }[] = [
  { key: 'weight_loss', text: 'Have you lost weight recently without trying to?' },
  {
    key: 'night_pain',
    text: 'Do you have pain at night that does not ease when you change position or rest?',
  },
  {
    key: 'bladder_bowel',
    text: 'Have you noticed new changes in controlling your bladder or bowels (leaking, or not being able to go)?',
  },
  {
    key: 'saddle_numbness',
    text: 'Do you have numbness or tingling around your bottom, genitals or inner thighs?',
  },
  {
    key: 'major_trauma',
    text: 'Did the problem start after a serious fall, road accident or other major injury?',
  },
  { key: 'fever', text: 'Have you had a fever, chills or night sweats with this problem?' },
  { key: 'cancer_history', text: 'Have you ever been treated for cancer?' },
];

/** What the patient agrees to, with the version the API stores. */
export const CONSENTS = {
  treatment: {
    version: CONSENT_VERSIONS.treatment,
    text: 'I agree to be assessed and treated by a PhysioCare physiotherapist. They will explain what they find and what they propose, and I may ask questions, refuse or stop any part of the treatment at any time. Exercises and hands-on treatment can cause temporary soreness. I have answered the questions above truthfully and will tell my physiotherapist if anything changes.',
  },
  teleconsultation: {
    version: CONSENT_VERSIONS.teleconsultation,
    text: 'For online sessions I agree to be consulted by video call, following India’s Telemedicine Practice Guidelines (2020). I understand that the physiotherapist cannot examine me by touch, that they may ask me to see them in person or to see a doctor, that I should be in a private place for the call, and that the session is not recorded. My identity is checked by the mobile number I log in with.',
  },
} as const;

/** Shown as soon as a safety question is answered yes, and with the saved answers. */
export const SEE_DOCTOR_MESSAGE =
  'One of your answers can be a sign of something a physiotherapist should not treat alone. Please see a doctor (your family doctor, or a hospital emergency department if it is sudden or severe) before your session, and tell them what you told us. Your physiotherapist will see your answer too.';
