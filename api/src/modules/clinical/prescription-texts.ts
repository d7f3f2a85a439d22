/**
 * The words of a prescription's PDF (issue 30): English, as it always said, and Hindi for a patient who reads it,
 * worded as the patient area's prescriptions page (mf-booking patientAreaMessages.hi.ts: पर्चा, सेट, दोहराव…). What
 * the physiotherapist wrote (title, advice, exercises) is printed as written.
 */
import type { Language } from '@physio/shared-contracts';

export interface PrescriptionWords {
  prescription: string;
  patient: string;
  physiotherapist: string;
  registration: string;
  date: string;
  advice: string;
  exercises: string;
  columns: [exercise: string, sets: string, reps: string, howOften: string];
  footer: string;
}

const EN: PrescriptionWords = {
  prescription: 'Prescription',
  patient: 'Patient',
  physiotherapist: 'Physiotherapist',
  registration: 'Reg. no.',
  date: 'Date',
  advice: 'Advice',
  exercises: 'Exercises',
  columns: ['Exercise', 'Sets', 'Reps', 'How often'],
  footer: 'Follow the exercises as your physiotherapist showed you; stop and call the clinic if one hurts.',
};

const HI: PrescriptionWords = {
  prescription: 'पर्चा',
  patient: 'मरीज़',
  physiotherapist: 'फ़िज़ियोथेरेपिस्ट',
  registration: 'पंजीकरण संख्या',
  date: 'तारीख',
  advice: 'सलाह',
  exercises: 'व्यायाम',
  columns: ['व्यायाम', 'सेट', 'दोहराव', 'कितनी बार'],
  footer: 'व्यायाम वैसे ही करें जैसे आपके फ़िज़ियोथेरेपिस्ट ने दिखाए हैं; किसी व्यायाम में दर्द हो तो रुकें और क्लिनिक को फ़ोन करें।',
};

export const prescriptionWords = (language: Language): PrescriptionWords => (language === 'hi' ? HI : EN);
