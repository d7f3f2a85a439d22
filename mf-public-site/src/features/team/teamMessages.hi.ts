// Hindi of teamMessages.ts: fetched only when the page is Hindi (defineCatalog). Names, degrees and
// registration numbers stay as they are written.
export const teamCatalog = {
  registration: 'पंजीकरण संख्या',
  experience: 'अनुभव',
  years: '{years} वर्ष',
  languages: 'भाषाएँ',
  focus: 'विशेष रुचि',
};

export const teamContentCatalog: Record<string, string> = {
  'language.English': 'अंग्रेज़ी',
  'language.Kannada': 'कन्नड़',
  'language.Hindi': 'हिन्दी',
  'language.Telugu': 'तेलुगु',
  'language.Marathi': 'मराठी',
  'language.Gujarati': 'गुजराती',
  'language.Malayalam': 'मलयालम',
  'language.Tamil': 'तमिल',
  'language.Urdu': 'उर्दू',
  'language.Bengali': 'बांग्ला',
  'asha-rao.focus': 'कमर और गर्दन का दर्द, फ़्रोज़न शोल्डर, घुटने का ऑस्टियोआर्थराइटिस',
  'rahul-mehta.focus': 'ACL और खेल की चोटें, टखने की मोच, खेल में वापसी',
  'priya-nair.focus': 'स्ट्रोक के बाद पुनर्वास, पार्किंसन रोग, संतुलन',
  'imran-sheikh.focus': 'सेरेब्रल पाल्सी, विकास में देरी, सर्जरी के बाद पुनर्वास',
};
