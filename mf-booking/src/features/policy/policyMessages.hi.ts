// Hindi of policyMessages.ts: fetched only when the page is Hindi (defineCatalog). The windows are the API's (CHANGES).
import { CHANGES } from '@physio/shared-contracts';

export const policyCatalog = {
  title: 'अगर आपकी योजना बदल जाए',
  reschedule: `सत्र शुरू होने से ${CHANGES.patientRescheduleHours} घंटे पहले तक आप उसका समय अपने खाते से ऑनलाइन बदल सकते हैं।`,
  cancel: `सत्र शुरू होने से ${CHANGES.patientCancelHours} घंटे पहले तक रद्द करें, तो सत्र आपके खाते में वापस आ जाता है: नया समय बुक करें, या अपने बचे हुए सत्रों का रिफ़ंड माँगें।`,
  later: 'इससे कम समय बचा हो तो क्लिनिक को फ़ोन या WhatsApp करें।',
  terms: 'बदलाव और रिफ़ंड से जुड़ी शर्तें',
};
