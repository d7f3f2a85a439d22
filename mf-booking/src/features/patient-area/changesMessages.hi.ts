// Hindi of changesMessages.ts: fetched only when the page is Hindi (defineCatalog). The API's messages come from
// shared-contracts' Hindi table, which the API's WhatsApp replies send too.
import { CHANGE_MESSAGES_HI } from '@physio/shared-contracts/changes-hindi';

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
  ...CHANGE_MESSAGES_HI,
};
