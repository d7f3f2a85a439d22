/**
 * The download's PDF in Hindi (issue 30): its title and notice line come from the data-rights wording's Hindi twin
 * (`@physio/shared-contracts/privacy-hindi`), its sections' titles and the labels of all their fields from here (a
 * column added later keeps its English label until it has one here: a test names it). Values (dates as ISO, amounts
 * in paise, ids, statuses) are printed as the JSON download holds them, in every language.
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

/**
 * Hindi labels of the rows' fields, by column name (camelCase; a snake_case key is read as its camelCase): every
 * column of every section the download prints (privacy-routes.test.ts checks the data map against this table). The
 * JSON download keeps its keys in English: it is a machine format (DPDP Act s.11's copy for another service), its
 * keys the columns' names; only the readable PDF is worded for its reader.
 */
const FIELD_LABELS_HI: Record<string, string> = {
  action: 'कार्रवाई',
  activities: 'गतिविधियाँ',
  actorId: 'किसने (ID)',
  actorRole: 'किसकी भूमिका',
  address: 'पता',
  advice: 'सलाह',
  age: 'उम्र',
  amountPaise: 'राशि (पैसे)',
  appointmentId: 'सत्र ID',
  assessment: 'आकलन',
  at: 'समय',
  birthYear: 'जन्म का वर्ष',
  cancelReason: 'रद्द करने का कारण',
  cancelledAt: 'रद्द होने का समय',
  cancelledBy: 'किसने रद्द किया',
  channel: 'माध्यम',
  conditions: 'बीमारियाँ',
  confirmedAt: 'पुष्टि का समय',
  couponCode: 'कूपन कोड',
  createdAt: 'बनाया गया',
  createdBy: 'किसने बनाया',
  credits: 'सत्र क्रेडिट',
  creditsValidUntil: 'क्रेडिट की वैधता',
  currency: 'मुद्रा',
  date: 'तारीख',
  day: 'दिन',
  dependantId: 'परिवार के सदस्य का ID',
  description: 'विवरण',
  detail: 'ब्योरा',
  discountPaise: 'छूट (पैसे)',
  discountPercentage: 'छूट (%)',
  doctorId: 'फ़िज़ियोथेरेपिस्ट का ID',
  email: 'ई-मेल',
  end: 'समाप्ति',
  exercises: 'व्यायाम',
  expiryRemindedAt: 'समाप्ति की याद का समय',
  failureCode: 'विफलता का कोड',
  failureReason: 'विफलता का कारण',
  fromDate: 'इस तारीख से',
  goals: 'लक्ष्य',
  granted: 'सहमति दी',
  holdExpiresAt: 'होल्ड की समय-सीमा',
  id: 'ID',
  instrument: 'पैमाना',
  issuedAt: 'जारी होने का समय',
  itemId: 'आइटम ID',
  kind: 'प्रकार',
  language: 'भाषा',
  medications: 'दवाएँ',
  message: 'संदेश',
  messageId: 'संदेश ID',
  minute: 'समय (मिनट)',
  mobile: 'मोबाइल',
  mode: 'सत्र का तरीका',
  name: 'नाम',
  newUser: 'नया खाता',
  notes: 'नोट्स',
  noticeVersion: 'सूचना का संस्करण',
  number: 'संख्या',
  objective: 'जाँच में पाया गया',
  optedIn: 'सहमति दी',
  orderId: 'ऑर्डर ID',
  outcome: 'नतीजा',
  packageId: 'पैकेज ID',
  paidAt: 'भुगतान का समय',
  pain: 'दर्द',
  patientId: 'मोबाइल',
  patientSummary: 'आपके लिए सारांश',
  paymentId: 'भुगतान ID',
  pincode: 'पिनकोड',
  plan: 'इलाज की योजना',
  planDoctorId: 'योजना के फ़िज़ियोथेरेपिस्ट का ID',
  planPricePaise: 'योजना में प्रति सत्र कीमत (पैसे)',
  planSessions: 'योजना के सत्र',
  planSetAt: 'योजना तय होने का समय',
  preferredDate: 'पसंद की तारीख',
  preferredTime: 'पसंद का समय',
  pricePaise: 'कीमत (पैसे)',
  problem: 'समस्या',
  processedAt: 'पूरा होने का समय',
  provider: 'प्रदाता',
  providerOrderId: 'प्रदाता का ऑर्डर ID',
  providerRefundId: 'प्रदाता का रिफ़ंड ID',
  purpose: 'उद्देश्य',
  quantity: 'सत्र',
  receivedAt: 'मिलने का समय',
  reconciledAt: 'मिलान का समय',
  record: 'रिकॉर्ड',
  recordedAt: 'दर्ज होने का समय',
  recordedBy: 'किसने दर्ज किया',
  recordedById: 'किसने दर्ज किया (ID)',
  recordedByRole: 'दर्ज करने वाले की भूमिका',
  redFlags: 'ख़तरे के संकेत',
  refundId: 'रिफ़ंड ID',
  relation: 'रिश्ता',
  removedAt: 'हटाने का समय',
  requestedBy: 'किसने अनुरोध किया',
  score: 'स्कोर',
  sender: 'भेजने वाला',
  seq: 'क्रम संख्या',
  seriesId: 'सीरीज़ ID',
  seriesPosition: 'सीरीज़ में क्रम',
  seriesSize: 'सीरीज़ के सत्र',
  sessions: 'सत्र',
  setsDone: 'किए गए सेट',
  sharePlan: 'योजना साझा की गई',
  signedAt: 'हस्ताक्षर का समय',
  since: 'कब से',
  size: 'सत्रों की संख्या',
  source: 'स्रोत',
  start: 'शुरुआत',
  startDate: 'शुरू होने की तारीख',
  status: 'स्थिति',
  subjective: 'आपकी बताई बातें',
  summary: 'सारांश',
  teleconsultationConsentAt: 'टेलीकंसल्टेशन की सहमति का समय',
  teleconsultationConsentVersion: 'टेलीकंसल्टेशन की सहमति का संस्करण',
  time: 'समय',
  timeOfDay: 'दिन का समय',
  title: 'शीर्षक',
  toDate: 'इस तारीख तक',
  travelEnd: 'यात्रा की समाप्ति',
  travelFeePaise: 'यात्रा शुल्क (पैसे)',
  treatmentConsentAt: 'इलाज की सहमति का समय',
  treatmentConsentVersion: 'इलाज की सहमति का संस्करण',
  unitPricePaise: 'प्रति सत्र कीमत (पैसे)',
  updatedAt: 'बदला गया',
  version: 'संस्करण',
  videoRoom: 'वीडियो रूम',
  weekdays: 'हफ़्ते के दिन',
  year: 'वर्ष',
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

/** The fields the Hindi table labels: a test checks every column the download prints has its Hindi label. */
export const HINDI_FIELD_KEYS = Object.keys(FIELD_LABELS_HI);
