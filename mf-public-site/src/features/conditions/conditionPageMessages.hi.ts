// Hindi of conditionPageMessages.ts and conditionDetailMessages.ts: one chunk, fetched only when a condition's page is Hindi.
export { conditionDetailCatalog } from './conditionDetailMessages.hi';
export const conditionPageCatalog = {
  metaTitle: '{name} के लिए फ़िज़ियोथेरेपी',
  notFoundTitle: 'समस्या नहीं मिली',
  notFoundMessage:
    'हमें वह समस्या नहीं मिली। कृपया हमारी सूची में से कोई चुनें, या हमसे संपर्क करके पूछें कि क्या फ़िज़ियोथेरेपी मदद कर सकती है।',
  notFoundDescription: 'वे समस्याएँ देखें जिनका इलाज PhysioCare के फ़िज़ियोथेरेपिस्ट करते हैं।',
  allConditions: 'वे सभी समस्याएँ जिनका हम इलाज करते हैं',
  contactUs: 'हमसे संपर्क करें',
  goHome: 'होम पर जाएँ',
  home: 'होम',
  conditions: 'हम किन समस्याओं का इलाज करते हैं',
  whatItIs: 'यह क्या है',
  symptoms: 'आम लक्षण',
  howPhysioHelps: 'फ़िज़ियोथेरेपी कैसे मदद करती है',
  typicalSessions: 'आमतौर पर कितने सत्र',
  sessionsNote: 'आपके फ़िज़ियोथेरेपिस्ट जाँच के बाद इसकी पुष्टि करेंगे और आपकी प्रगति के साथ इसकी समीक्षा करेंगे।',
  seeDoctor: 'इनमें से कुछ हो तो पहले डॉक्टर को दिखाएँ',
  bookFor: '{name} के लिए फ़िज़ियोथेरेपी बुक करें',
  related: 'इससे जुड़ी समस्याएँ',
};
