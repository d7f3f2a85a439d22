import { CHANGES } from './changeLimits';
import type { CHANGE_MESSAGES } from './changes';

/**
 * The Hindi of the change messages a patient can meet (CHANGE_MESSAGES' keys that answer a patient): the patient
 * area's Hindi catalog shows them, and the API's WhatsApp replies send them to a patient whose language is Hindi.
 * Its own entry (`@physio/shared-contracts/changes-hindi`), so only a Hindi page fetches it.
 */
export const CHANGE_MESSAGES_HI: Pick<
  Record<keyof typeof CHANGE_MESSAGES, string>,
  'tooLateToReschedule' | 'tooLateToCancel' | 'notYours' | 'notLive' | 'alreadyStarted'
> = {
  tooLateToReschedule: `सत्र शुरू होने से ${CHANGES.patientRescheduleHours} घंटे पहले तक ही उनका समय ऑनलाइन बदला जा सकता है। इसे बदलने के लिए कृपया क्लिनिक को फ़ोन या WhatsApp करें।`,
  tooLateToCancel: `सत्र शुरू होने से ${CHANGES.patientCancelHours} घंटे पहले तक ही उन्हें ऑनलाइन रद्द किया जा सकता है। इसके बारे में कृपया क्लिनिक को फ़ोन या WhatsApp करें।`,
  notYours: 'यह सत्र आपका नहीं है।',
  notLive: 'यह सत्र अब तय नहीं है, इसलिए इसे बदला नहीं जा सकता।',
  alreadyStarted: 'यह सत्र शुरू हो चुका है, इसलिए अब इसे बदला या रद्द नहीं किया जा सकता।',
};
