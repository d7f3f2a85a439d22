// Hindi of layoutMessages.ts: fetched only when the page is Hindi (defineCatalog).
export const layoutCatalog = {
  bookAppointment: 'अपॉइंटमेंट बुक करें',
  ctaTitle: 'बेहतर महसूस करना शुरू करने के लिए तैयार हैं?',
  ctaText: 'कुछ ही मिनटों में किसी पंजीकृत फ़िज़ियोथेरेपिस्ट के साथ ऑनलाइन या घर पर सत्र बुक करें।',
  breadcrumb: 'ब्रेडक्रम्ब',
};
