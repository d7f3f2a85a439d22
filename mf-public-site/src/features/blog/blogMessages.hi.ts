// Hindi of blogMessages.ts: fetched only when the page is Hindi (defineCatalog). Authors' names stay as written.
export const blogCatalog = {
  metaTitle: 'ब्लॉग',
  metaDescription:
    'कमर दर्द, गर्दन दर्द, घुटने के आर्थराइटिस, फ़्रोज़न शोल्डर, मोच और स्ट्रोक के बाद रिकवरी पर फ़िज़ियोथेरेपिस्ट के लिखे गाइड, घर पर किए जाने वाले व्यायाम के साथ।',
  title: 'PhysioCare ब्लॉग',
  lead: 'आम समस्याओं और घर पर किए जा सकने वाले व्यायामों पर हमारे फ़िज़ियोथेरेपिस्ट के व्यावहारिक गाइड।',
  minRead: 'पढ़ने में {minutes} मिनट',
  by: 'लेखक: {author}',
  home: 'होम',
  blog: 'ब्लॉग',
  disclaimer: 'यह लेख सामान्य जानकारी है, फ़िज़ियोथेरेपिस्ट या डॉक्टर द्वारा की जाने वाली जाँच का विकल्प नहीं।',
  moreArticles: 'और लेख',
  notFoundTitle: 'लेख नहीं मिला',
  notFoundMessage: 'हमें वह लेख नहीं मिला। हो सकता है वह कहीं और चला गया हो, या लिंक में कोई ग़लती हो।',
  notFoundDescription: 'यह लेख नहीं मिला। PhysioCare के सभी लेख देखें।',
  seeAll: 'सभी लेख देखें',
  conditions: 'हम किन समस्याओं का इलाज करते हैं',
  goHome: 'होम पर जाएँ',
};

export const blogIndexCatalog: Record<string, string> = {
  'desk-neck-pain.title': 'डेस्क के काम से गर्दन का दर्द: सेट-अप के सुझाव और तीन व्यायाम',
  'desk-neck-pain.summary':
    'स्क्रीन गर्दन पर ज़ोर क्यों डालती है, अपनी वर्कस्टेशन कैसे सेट करें, और ब्रेक में किए जाने वाले आसान व्यायाम।',
  'back-pain-myths.title': 'कमर के निचले हिस्से के दर्द के बारे में पाँच भ्रम जो आपकी रिकवरी धीमी करते हैं',
  'back-pain-myths.summary': 'बिस्तर पर आराम, स्कैन और "कमज़ोर" रीढ़: रोज़मर्रा के कमर दर्द के बारे में प्रमाण क्या कहते हैं।',
  'knee-osteoarthritis-exercises.title': 'घुटने के ऑस्टियोआर्थराइटिस के लिए पाँच व्यायाम जो आप घर पर कर सकते हैं',
  'knee-osteoarthritis-exercises.summary':
    'घुटने के आसपास की मांसपेशियों को मज़बूत करना इलाज का पहला क़दम है। शुरुआत ऐसे करें।',
  'frozen-shoulder-guide.title': 'फ़्रोज़न शोल्डर: चरण, घर के व्यायाम और नींद के सुझाव',
  'frozen-shoulder-guide.summary': 'फ़्रोज़न शोल्डर के हर चरण में क्या उम्मीद करें, और हल्के व्यायाम जो मदद करते हैं।',
  'ankle-sprain-recovery.title': 'टखने की मोच से दोबारा चोट के बिना ठीक होना',
  'ankle-sprain-recovery.summary':
    'पहले दिनों की देखभाल, एक्स-रे कब करवाएँ, और संतुलन का अभ्यास जो बार-बार की मोच से बचाता है।',
  'stroke-home-exercises.title': 'घर पर स्ट्रोक से रिकवरी: मरीज़ों और परिवारों के लिए गाइड',
  'stroke-home-exercises.summary':
    'स्ट्रोक को पहचानना, घर पर अभ्यास के सिद्धांत, और देखभाल करने वालों के सुझावों के साथ सुरक्षित व्यायाम।',
};
