/**
 * The download's PDF in Hindi (issue 30): its title and notice line come from the data-rights wording's Hindi twin
 * (`@physio/shared-contracts/privacy-hindi`), its sections' titles and the labels of the fields most rows have from
 * here. A field without a Hindi label keeps its English one; values (dates as ISO, amounts in paise, ids) are printed
 * as the JSON download holds them, in every language.
 */
import { privacyTexts, type Language } from '@physio/shared-contracts';
import { PRIVACY_TEXTS_HI } from '@physio/shared-contracts/privacy-hindi';

/** Hindi titles of the data map's sections (data-map.ts), by key. */
const SECTION_TITLES_HI: Record<string, string> = {
  profile: 'प्रोफ़ाइल',
  consents: 'सहमतियाँ',
  family: 'परिवार के सदस्य',
  bookings: 'बुकिंग',
  series: 'साप्ताहिक सीरीज़',
  payments: 'भुगतान',
  coupons: 'इस्तेमाल किए गए कूपन',
  receipts: 'रसीदें',
  refunds: 'रिफ़ंड',
  prescriptions: 'प्रिस्क्रिप्शन',
  intake: 'इलाज से पहले के जवाब',
  notes: 'सत्र के नोट्स (साझा हिस्से)',
  outcomes: 'प्रगति के स्कोर',
  exercise_programs: 'घर पर व्यायाम के प्रोग्राम',
  exercise_sets: 'किए गए व्यायाम',
  exercise_pain: 'व्यायाम के बाद दर्द',
  exercise_reminders: 'व्यायाम रिमाइंडर का समय',
  access_log: 'आपका रिकॉर्ड किसने देखा',
  care: 'आपके फ़िज़ियोथेरेपिस्ट',
  waitlist: 'प्रतीक्षा सूची',
  requests: 'आपके अनुरोध',
  whatsapp_replies: 'आपके WhatsApp जवाब',
  otp_codes: 'लॉगिन कोड',
  sessions: 'साइन-इन सत्र',
  sms_outbox: 'SMS',
  whatsapp_outbox: 'WhatsApp संदेश',
};

/** Hindi labels of the fields many sections have, by column name (camelCase or snake_case). */
const FIELD_LABELS_HI: Record<string, string> = {
  id: 'ID',
  name: 'नाम',
  email: 'ई-मेल',
  mobile: 'मोबाइल',
  patientId: 'मोबाइल',
  language: 'भाषा',
  status: 'स्थिति',
  createdAt: 'बनाया गया',
  updatedAt: 'बदला गया',
  amountPaise: 'राशि (पैसे)',
  quantity: 'सत्र',
  date: 'तारीख',
  relation: 'रिश्ता',
  age: 'उम्र',
  purpose: 'उद्देश्य',
  granted: 'सहमति दी',
  message: 'संदेश',
};

export interface ExportWords {
  title: string;
  noticeVersion: string;
  mobile: string;
  nothingHeld: string;
  section: (key: string, english: string) => string;
  /** The label of a field; `english` when there is no word for it in this language. */
  field: (key: string, english: string) => string;
}

export function exportWords(language: Language): ExportWords {
  if (language === 'hi')
    return {
      title: PRIVACY_TEXTS_HI.pdf.title,
      noticeVersion: PRIVACY_TEXTS_HI.notice.version,
      mobile: 'मोबाइल',
      nothingHeld: 'हमारे पास इसका कुछ नहीं है।',
      section: (key, english) => SECTION_TITLES_HI[key] ?? english,
      field: (key, english) =>
        FIELD_LABELS_HI[key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] ?? english,
    };
  const texts = privacyTexts();
  return {
    title: texts.pdf.title,
    noticeVersion: texts.notice.version,
    mobile: 'Mobile',
    nothingHeld: 'Nothing held.',
    section: (_, english) => english,
    field: (_, english) => english,
  };
}

/** The keys the Hindi table names: a test checks every section of the data map has its Hindi title. */
export const HINDI_SECTION_KEYS = Object.keys(SECTION_TITLES_HI);
