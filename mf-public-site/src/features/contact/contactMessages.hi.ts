// Hindi of contactMessages.ts: fetched only when the page is Hindi (defineCatalog).
import { formatPhone, siteConfig } from '@physio/shared-ui';

export default {
  metaTitle: 'हमसे संपर्क करें',
  metaDescription: `फ़िज़ियोथेरेपी या किसी बुकिंग के बारे में सवाल? PhysioCare को लिखें या ${formatPhone(siteConfig.supportPhone)} पर कॉल करें।`,
  title: 'हमसे संपर्क करें',
  lead: 'अपनी समस्या, किसी बुकिंग या भुगतान के बारे में सवाल है? हमें संदेश भेजें, हमारी टीम एक कामकाजी दिन के भीतर जवाब देगी।',
  reachUs: 'हमसे सीधे संपर्क करें',
  email: 'ईमेल',
  phone: 'फ़ोन',
  chatOnWhatsapp: 'WhatsApp पर चैट करें',
  hours: 'समय',
  hoursText: 'सोमवार से शनिवार, सुबह 9 बजे से शाम 6 बजे तक (IST)',
  formLabel: 'संपर्क फ़ॉर्म',
  name: 'नाम',
  message: 'संदेश',
  sending: 'भेजा जा रहा है…',
  submit: 'भेजें',
  goHome: 'होम पर जाएँ',
  tryAgain: 'फिर से कोशिश करें',
  networkError:
    'हम PhysioCare तक नहीं पहुँच सके। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें — आपका संदेश सुरक्षित रखा गया है।',
  nameEmpty: 'नाम खाली नहीं होना चाहिए',
  nameLetters: 'नाम में केवल अक्षर होने चाहिए',
  emailEmpty: 'ईमेल ज़रूरी है',
  emailInvalid: 'सही ईमेल पता दर्ज करें',
  messageEmpty: 'संदेश खाली नहीं हो सकता',
  successTitle: 'हमसे संपर्क करने के लिए धन्यवाद',
  successBody: 'आपका संदेश सफलतापूर्वक मिल गया है',
  failureTitle: 'आपका संदेश नहीं भेजा जा सका',
  failureBody: 'कुछ गड़बड़ हो गई',
};
