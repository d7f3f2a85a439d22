// Hindi of bookingMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const bookingPageCatalog = {
  metaTitle: 'फ़िज़ियोथेरेपी सत्र बुक करें | PhysioCare',
  metaDescription: 'PhysioCare के साथ कुछ ही चरणों में ऑनलाइन या घर पर फ़िज़ियोथेरेपी सत्र बुक करें।',
  title: 'सत्र बुक करें',
  intro: 'हमें बताइए कि दर्द कहाँ है और आप किस तरह इलाज करवाना चाहेंगे। पहले सत्र का शुल्क {price} है।',
  name: 'नाम',
  email: 'ईमेल',
  quantity: 'संख्या (सत्र)',
  problem: 'समस्या',
  selectProblem: 'अपनी समस्या चुनें',
  treatment: 'इलाज का तरीका',
  online: 'ऑनलाइन सत्र (वीडियो कॉल)',
  home: 'घर पर इलाज (फ़िज़ियोथेरेपिस्ट आपके घर आएँगे)',
  address: 'पता',
  pincode: 'पिनकोड',
  bookNow: 'अभी बुक करें',
};

export const bookingErrorCatalog = {
  name: 'मान्य नाम दर्ज करें',
  email: 'मान्य ईमेल दर्ज करें',
  quantity: 'मान्य संख्या दर्ज करें',
  problem: 'समस्या चुनें',
  address: 'अपना पता दर्ज करें',
  pincode: 'मान्य 6 अंकों का पिनकोड दर्ज करें',
  slot: 'समय चुनें, या हमसे कहें कि हम आपको फ़ोन करके समय तय करें',
};

export const problemCatalog = {
  'Headache/Neck pain': 'सिरदर्द/गर्दन का दर्द',
  'Shoulder pain': 'कंधे का दर्द',
  'Back pain': 'पीठ का दर्द',
  'Elbow pain/Hand pain/Finger pain': 'कोहनी/हाथ/उँगलियों का दर्द',
  'Waist pain/Hip pain': 'कमर/कूल्हे का दर्द',
  'Knee pain': 'घुटने का दर्द',
  'Foot pain/Ankle pain': 'पैर/टखने का दर्द',
  'Neurological Condition': 'तंत्रिका संबंधी समस्या',
  'Pediatric Condition': 'बच्चों से जुड़ी समस्या',
  'Cardiological Condition': 'हृदय संबंधी समस्या',
  Others: 'अन्य',
};
