// Hindi of legalMessages.ts: fetched only when the page is Hindi (defineCatalog).
import { privacyMarkdownHi, termsMarkdownHi } from '../../content/legal.hi';
import { LEGAL_CONTACTS } from './legalContacts';

export default {
  metaTitle: 'नियम और शर्तें और गोपनीयता नीति',
  metaDescription:
    'ऑनलाइन और घर पर फ़िज़ियोथेरेपी के लिए PhysioCare की सेवा की शर्तें, और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत हमारी गोपनीयता नीति।',
  title: 'नियम और शर्तें',
  lead: 'PhysioCare कैसे काम करता है, आप हमसे क्या उम्मीद कर सकते हैं, और हम आपकी स्वास्थ्य जानकारी की रक्षा कैसे करते हैं।',
  updated: 'अंतिम अपडेट: 1 नवंबर 2026',
  onThisPage: 'इस पेज पर',
  termsLink: 'नियम और शर्तें',
  termsTitle: 'सेवा की शर्तें',
  privacyTitle: 'गोपनीयता नीति',
  terms: termsMarkdownHi(LEGAL_CONTACTS),
  privacy: privacyMarkdownHi(LEGAL_CONTACTS),
};
