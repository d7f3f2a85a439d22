// Hindi of summaryMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const summaryCatalog = {
  details: 'बुकिंग का विवरण',
  name: 'नाम',
  email: 'ईमेल',
  problem: 'समस्या',
  sessions: 'सत्र',
  treatment: 'इलाज का तरीका',
  homeTreatment: 'घर पर इलाज: {address}, {pincode}',
  onlineSession: 'ऑनलाइन सत्र',
  session: 'सत्र',
  sessionWith: '{date}, {time}, {doctor} के साथ',
  preferredSlot: 'पसंदीदा समय',
  anyDay: 'कोई भी दिन',
  callToFix: 'समय तय करने के लिए हम आपको फ़ोन करेंगे',
};
