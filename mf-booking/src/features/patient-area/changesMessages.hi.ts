// Hindi of changesMessages.ts: fetched only when the page is Hindi (defineCatalog). The windows are the API's (CHANGES).
import { CHANGES } from '@physio/shared-contracts';

export const changesCatalog = {
  reschedule: 'समय बदलें',
  rescheduleOf: '{when} के सत्र का समय बदलें',
  cancel: 'रद्द करें',
  cancelOf: '{when} का सत्र रद्द करें',
  chooseNew: 'नया समय चुनें',
  moveHere: 'इस समय पर बदलें',
  keepTime: 'मौजूदा समय रखें',
  confirmTitle: 'क्या यह सत्र रद्द करें?',
  confirmMessage:
    '{when} (IST) का आपका सत्र रद्द हो जाएगा। सत्र आपके क्रेडिट में वापस आ जाएगा, ताकि आप इसे फिर से तय कर सकें।',
  confirmCancel: 'सत्र रद्द करें',
  keepIt: 'इसे रहने दें',
  moveFailed: 'सत्र का समय बदला नहीं जा सका',
  cancelFailed: 'सत्र रद्द नहीं हो सका',
  moved: 'आपका सत्र {when} (IST) पर कर दिया गया है।',
  cancelled: '{when} (IST) का आपका सत्र रद्द हो गया है। यह आपके क्रेडिट में वापस आ गया है, ताकि आप इसे फिर से तय कर सकें।',
  tooLateToReschedule: `सत्र शुरू होने से ${CHANGES.patientRescheduleHours} घंटे पहले तक ही उनका समय ऑनलाइन बदला जा सकता है। इसे बदलने के लिए कृपया क्लिनिक को फ़ोन या WhatsApp करें।`,
  tooLateToCancel: `सत्र शुरू होने से ${CHANGES.patientCancelHours} घंटे पहले तक ही उन्हें ऑनलाइन रद्द किया जा सकता है। इसके बारे में कृपया क्लिनिक को फ़ोन या WhatsApp करें।`,
  notYours: 'यह सत्र आपका नहीं है।',
  notLive: 'यह सत्र अब तय नहीं है, इसलिए इसे बदला नहीं जा सकता।',
  alreadyStarted: 'यह सत्र शुरू हो चुका है, इसलिए अब इसे बदला या रद्द नहीं किया जा सकता।',
};
