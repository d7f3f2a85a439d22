// Hindi of familyExerciseMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const familyExerciseCatalog = {
  memberTitle: 'परिवार के सदस्य के व्यायाम',
  forPerson: 'किसके लिए: {name}',
  notLoaded: 'आपके परिवार के सदस्यों के व्यायाम लोड नहीं हो सके।',
  painQuestion: 'व्यायाम के बाद उन्हें कितना दर्द हुआ? 0 यानी बिल्कुल नहीं, 10 यानी सबसे ज़्यादा।',
  reminderHint: 'हम हर दिन इसी समय आपको SMS और ई-मेल भेजकर उनके व्यायाम याद दिलाएँगे।',
  adherenceTitle: 'हर हफ़्ते पूरे किए गए सेट',
  adherenceWeek: '{date} से शुरू हफ़्ता: {prescribed} में से {done} सेट ({percent}%)',
  adherenceNone: '{date} से शुरू हफ़्ता: कोई व्यायाम तय नहीं था',
};
