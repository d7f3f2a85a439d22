/**
 * The words of the patient's e-mails in both languages (issue 30), the Hindi beside the English: messages.ts builds
 * each e-mail once from these, so the two languages never say different things. English is as the e-mails always
 * read; Hindi is polite (आप) Devanagari, with money in en-IN (₹1,499.00) and the 0–9 digits in both.
 */
import type { Language } from '@physio/shared-contracts';

type Mode = 'online' | 'home';

export interface MailTexts {
  labels: {
    for: string;
    when: string;
    length: string;
    with: string;
    join: string;
    address: string;
    orderNumber: string;
    booked: string;
    paid: string;
    receiptNumber: string;
    was: string;
    refunded: string;
    amount: string;
  };
  minutes: (n: number) => string;
  yourPhysiotherapist: string;
  openAccount: string;
  openPrescriptions: string;
  calendarNote: string;
  intakeNote: string;
  contactNote: string;
  signature: string;
  footer: string;
  booking: {
    paid: (amount: string) => string;
    sessionOn: (kind: string, time: string) => string;
    chooseTime: string;
    otherSessions: string;
    subjectSession: (time: string) => string;
    subjectOrder: (order: string) => string;
    booked: (n: number, mode: Mode) => string;
  };
  moved: {
    sentence: (who: string | null, kind: string, from: string, to: string) => string;
    reason: (reason: string) => string;
    subject: (time: string) => string;
    note: string;
  };
  cancelled: {
    sentence: (who: string | null, kind: string, time: string) => string;
    creditReturned: string;
    creditKept: (window: string) => string;
    subject: (time: string) => string;
    note: string;
  };
  refund: {
    refunded: (amount: string, sessions: string) => string;
    sentence: (amount: string, sessions: string) => string;
    subject: (amount: string) => string;
    receiptNote: string;
    failedSubject: (amount: string) => string;
    failed: (amount: string, sessions: string) => string;
    askAgain: string;
  };
  reminder: {
    online: string;
    home: string;
    subject: (whose: string | null, kind: string, time: string) => string;
    sentence: (whose: string | null, kind: string, doctor: string, time: string) => string;
  };
  scheduled: {
    subject: (forName: string | null | undefined, time: string) => string;
    sentence: (forName: string | null | undefined, kind: string, doctor: string, time: string) => string;
  };
  prescription: {
    what: (exercises: number) => string;
    subject: (doctor: string) => string;
    sentence: (doctor: string, title: string, what: string) => string;
    note: string;
  };
  waitlist: {
    subject: (time: string) => string;
    sentence: (mode: Mode, kind: string, doctor: string, time: string) => string;
    firstToClaim: string;
    claim: string;
    linkNote: (until: string) => string;
  };
  credits: {
    subject: (until: string) => string;
    sentence: (sessions: string, n: number, pkg: string, doctor: string, until: string) => string;
    bookBefore: string;
    package: string;
    left: string;
    useBy: string;
    book: string;
  };
  exercises: {
    subject: string;
    sentence: string;
    tick: string;
    open: string;
    note: string;
    /** A family member's program's reminder, sent to the holder (issue 28 point 3). */
    memberSubject: (name: string) => string;
    memberSentence: (name: string) => string;
    memberTick: (name: string) => string;
  };
}

const en: MailTexts = {
  labels: {
    for: 'For',
    when: 'When',
    length: 'Length',
    with: 'With',
    join: 'Join',
    address: 'Address',
    orderNumber: 'Order number',
    booked: 'Booked',
    paid: 'Paid',
    receiptNumber: 'Receipt number',
    was: 'Was',
    refunded: 'Refunded',
    amount: 'Amount',
  },
  minutes: (n) => `${n} minutes`,
  yourPhysiotherapist: 'your physiotherapist',
  openAccount: 'Open your PhysioCare account',
  openPrescriptions: 'Open your prescriptions',
  calendarNote: 'The attached calendar file adds the session to your calendar.',
  intakeNote:
    'Before your first session, answer a few health questions and give your consent under Health record in your PhysioCare account (already done? Update them if anything has changed).',
  contactNote:
    'Questions? Call or WhatsApp the clinic, or write to us from the contact page of the PhysioCare site.',
  signature: 'PhysioCare',
  footer: 'You receive this e-mail because of a booking made with PhysioCare.',
  booking: {
    paid: (amount) => `We have received your payment of ${amount}. Your booking is confirmed.`,
    sessionOn: (kind, time) => `Your ${kind} is on ${time}.`,
    chooseTime:
      'Choose the time of your session in your PhysioCare account, or we will call you to schedule it.',
    otherSessions: 'Choose the times of your other sessions in your PhysioCare account.',
    subjectSession: (time) => `Booking confirmed: ${time}`,
    subjectOrder: (order) => `Booking confirmed: order ${order}`,
    booked: (n, mode) =>
      `${n} session${n === 1 ? '' : 's'} (${mode === 'online' ? 'online session' : 'home visit'}${n === 1 ? '' : 's'})`,
  },
  moved: {
    sentence: (who, kind, from, to) =>
      `${who ? `${who} has moved` : 'You have moved'} your ${kind} from ${from} to ${to}.`,
    reason: (reason) => `Reason: ${reason}`,
    subject: (time) => `Session moved to ${time}`,
    note: 'The attached calendar file replaces the old time in your calendar.',
  },
  cancelled: {
    sentence: (who, kind, time) =>
      `${who ? `${who} has cancelled` : 'You have cancelled'} your ${kind} of ${time}.`,
    creditReturned:
      'The session is back on your account: choose a new time, or ask for a refund of unused sessions, in your PhysioCare account.',
    creditKept: (window) =>
      `The session was cancelled less than ${window} before its start, so it is not returned to your account.`,
    subject: (time) => `Session cancelled: ${time}`,
    note: 'The attached calendar file removes the session from your calendar.',
  },
  refund: {
    refunded: (amount, sessions) => `${amount} for ${sessions}`,
    sentence: (amount, sessions) =>
      `We have refunded ${amount} for ${sessions} you did not use. Banks usually credit it to your original payment method within 5–7 working days.`,
    subject: (amount) => `Refund of ${amount} processed`,
    receiptNote: 'The receipt is in your PhysioCare account, ready to print or download.',
    failedSubject: (amount) => `Refund of ${amount} could not be made`,
    failed: (amount, sessions) =>
      `The refund of ${amount} for ${sessions} could not be made by the payment provider. No money has left your booking: the sessions are still on your account.`,
    askAgain:
      'You can ask for the refund again from your PhysioCare account, or contact the clinic and we will sort it out.',
  },
  reminder: {
    online: 'Join from a quiet place with your camera on, a few minutes early.',
    home: 'Please be at the address you gave, with some space to move.',
    subject: (whose, kind, time) => `Reminder: ${whose ? `${whose}'s` : 'your'} ${kind} on ${time}`,
    sentence: (whose, kind, doctor, time) =>
      `This is a reminder of ${whose ? `${whose}'s` : 'your'} ${kind} with ${doctor} on ${time}.`,
  },
  scheduled: {
    subject: (forName, time) =>
      forName ? `Session booked for ${forName}: ${time}` : `Session booked: ${time}`,
    sentence: (forName, kind, doctor, time) =>
      `${forName ? `${forName}'s` : 'Your'} ${kind} with ${doctor} is booked for ${time}.`,
  },
  prescription: {
    what: (n) => (n > 0 ? `with ${n} exercise${n === 1 ? '' : 's'}` : 'with advice for you'),
    subject: (doctor) => `New prescription from ${doctor}`,
    sentence: (doctor, title, what) => `${doctor} has added a prescription, "${title}", ${what}.`,
    note: 'You can read, print or download it in your PhysioCare account.',
  },
  waitlist: {
    subject: (time) => `A time has freed up: ${time}`,
    sentence: (mode, kind, doctor, time) =>
      `${mode === 'online' ? 'An' : 'A'} ${kind} with ${doctor} on ${time} has just freed up, and you are on the waitlist for it.`,
    firstToClaim:
      'Other patients on the waitlist have been told too: the first to claim it gets it, held for 15 minutes to pay or use a session credit.',
    claim: 'Claim this time',
    linkNote: (until) => `This link works once, until ${until}.`,
  },
  credits: {
    subject: (until) => `Your package sessions can be used until ${until}`,
    sentence: (sessions, n, pkg, doctor, until) =>
      `${sessions} of your “${pkg}” package with ${doctor} ${n === 1 ? 'is' : 'are'} still unused. They can be used until ${until}.`,
    bookBefore:
      'Book them from your account before then: after that day the package’s unused sessions expire and can no longer be used or refunded.',
    package: 'Package',
    left: 'Sessions left',
    useBy: 'Use by',
    book: 'Book a session',
  },
  exercises: {
    subject: 'Time for today’s home exercises',
    sentence: 'This is your daily reminder to do the home exercises your physiotherapist set for you.',
    tick: 'Tick each one off as you go, and tell us how much pain you had afterwards: your physiotherapist sees how you are getting on.',
    open: 'Open today’s exercises',
    note: 'You chose to get this reminder. You can change its time or turn it off on the same page.',
    memberSubject: (name) => `Time for ${name}’s home exercises`,
    memberSentence: (name) =>
      `This is your daily reminder of the home exercises the physiotherapist set for ${name}.`,
    memberTick: (name) =>
      `Tick each one off as ${name} does it, and note how much pain they had afterwards: the physiotherapist sees how ${name} is getting on.`,
  },
};

const hi: MailTexts = {
  labels: {
    for: 'किसके लिए',
    when: 'कब',
    length: 'अवधि',
    with: 'किसके साथ',
    join: 'जुड़ें',
    address: 'पता',
    orderNumber: 'ऑर्डर नंबर',
    booked: 'बुकिंग',
    paid: 'भुगतान',
    receiptNumber: 'रसीद संख्या',
    was: 'पहले का समय',
    refunded: 'रिफ़ंड',
    amount: 'राशि',
  },
  minutes: (n) => `${n} मिनट`,
  yourPhysiotherapist: 'आपके फ़िज़ियोथेरेपिस्ट',
  openAccount: 'अपना PhysioCare खाता खोलें',
  openPrescriptions: 'अपने प्रिस्क्रिप्शन खोलें',
  calendarNote: 'संलग्न कैलेंडर फ़ाइल इस सेशन को आपके कैलेंडर में जोड़ देती है।',
  intakeNote:
    'अपने पहले सेशन से पहले, अपने PhysioCare खाते में "Health record" के अंतर्गत सेहत से जुड़े कुछ सवालों के जवाब दें और अपनी सहमति दें (पहले ही कर चुके हैं? कुछ बदला हो तो उन्हें अपडेट करें)।',
  contactNote: 'कोई सवाल है? क्लिनिक को कॉल या WhatsApp करें, या PhysioCare साइट के संपर्क पेज से हमें लिखें।',
  signature: 'PhysioCare',
  footer: 'आपको यह ई-मेल PhysioCare के साथ की गई बुकिंग के कारण मिल रहा है।',
  booking: {
    paid: (amount) => `हमें आपका ${amount} का भुगतान मिल गया है। आपकी बुकिंग पक्की हो गई है।`,
    sessionOn: (kind, time) => `आपका ${kind} ${time} है।`,
    chooseTime: 'अपने सेशन का समय अपने PhysioCare खाते में चुनें, या समय तय करने के लिए हम आपको कॉल करेंगे।',
    otherSessions: 'अपने बाकी सेशन का समय अपने PhysioCare खाते में चुनें।',
    subjectSession: (time) => `बुकिंग पक्की: ${time}`,
    subjectOrder: (order) => `बुकिंग पक्की: ऑर्डर ${order}`,
    booked: (n, mode) => `${n} सेशन (${mode === 'online' ? 'ऑनलाइन' : 'घर पर'})`,
  },
  moved: {
    sentence: (who, kind, from, to) =>
      `${who ? `${who} ने` : 'आपने'} आपका ${kind} ${from} से बदलकर ${to} कर दिया है।`,
    reason: (reason) => `कारण: ${reason}`,
    subject: (time) => `सेशन का नया समय: ${time}`,
    note: 'संलग्न कैलेंडर फ़ाइल आपके कैलेंडर में पुराने समय की जगह नया समय रख देती है।',
  },
  cancelled: {
    sentence: (who, kind, time) => `${who ? `${who} ने` : 'आपने'} ${time} का आपका ${kind} रद्द कर दिया है।`,
    creditReturned:
      'यह सेशन आपके खाते में वापस आ गया है: अपने PhysioCare खाते में नया समय चुनें, या बचे हुए सेशन का रिफ़ंड माँगें।',
    creditKept: (window) =>
      `यह सेशन शुरू होने से ${window} से कम पहले रद्द किया गया, इसलिए यह आपके खाते में वापस नहीं आया है।`,
    subject: (time) => `सेशन रद्द: ${time}`,
    note: 'संलग्न कैलेंडर फ़ाइल इस सेशन को आपके कैलेंडर से हटा देती है।',
  },
  refund: {
    refunded: (amount, sessions) => `${sessions} के लिए ${amount}`,
    sentence: (amount, sessions) =>
      `आपने जो ${sessions} इस्तेमाल नहीं किए, उनके लिए हमने ${amount} रिफ़ंड कर दिए हैं। बैंक आमतौर पर 5–7 कार्यदिवसों में यह राशि आपके मूल भुगतान माध्यम में जमा कर देते हैं।`,
    subject: (amount) => `${amount} का रिफ़ंड हो गया है`,
    receiptNote: 'रसीद आपके PhysioCare खाते में है, प्रिंट या डाउनलोड करने के लिए तैयार।',
    failedSubject: (amount) => `${amount} का रिफ़ंड नहीं हो सका`,
    failed: (amount, sessions) =>
      `${sessions} के लिए ${amount} का रिफ़ंड भुगतान प्रदाता नहीं कर सका। आपकी बुकिंग से कोई पैसा नहीं गया है: सेशन अब भी आपके खाते में हैं।`,
    askAgain: 'आप अपने PhysioCare खाते से फिर से रिफ़ंड माँग सकते हैं, या क्लिनिक से संपर्क करें, हम इसे सुलझा देंगे।',
  },
  reminder: {
    online: 'किसी शांत जगह से, कैमरा चालू रखकर, कुछ मिनट पहले जुड़ें।',
    home: 'कृपया अपने दिए हुए पते पर रहें, और हिलने-डुलने के लिए थोड़ी जगह रखें।',
    subject: (whose, kind, time) => `याद दिला दें: ${whose ? `${whose} का` : 'आपका'} ${kind}, ${time}`,
    sentence: (whose, kind, doctor, time) =>
      `याद दिला दें, ${doctor} के साथ ${whose ? `${whose} का` : 'आपका'} ${kind} ${time} है।`,
  },
  scheduled: {
    subject: (forName, time) => (forName ? `${forName} का सेशन बुक हुआ: ${time}` : `सेशन बुक हुआ: ${time}`),
    sentence: (forName, kind, doctor, time) =>
      `${doctor} के साथ ${forName ? `${forName} का` : 'आपका'} ${kind} ${time} के लिए बुक हो गया है।`,
  },
  prescription: {
    what: (n) => (n > 0 ? `${n} व्यायाम के साथ` : 'आपके लिए सलाह के साथ'),
    subject: (doctor) => `${doctor} का नया प्रिस्क्रिप्शन`,
    sentence: (doctor, title, what) => `${doctor} ने ${what} एक प्रिस्क्रिप्शन "${title}" जोड़ा है।`,
    note: 'आप इसे अपने PhysioCare खाते में पढ़, प्रिंट या डाउनलोड कर सकते हैं।',
  },
  waitlist: {
    subject: (time) => `एक समय खाली हुआ है: ${time}`,
    sentence: (_mode, kind, doctor, time) =>
      `${doctor} के साथ ${time} का ${kind} अभी खाली हुआ है, और आप इसकी प्रतीक्षा सूची में हैं।`,
    firstToClaim:
      'प्रतीक्षा सूची के दूसरे मरीज़ों को भी बताया गया है: जो पहले इसे लेगा उसे मिलेगा, और भुगतान करने या सेशन क्रेडिट इस्तेमाल करने के लिए 15 मिनट तक रुका रहेगा।',
    claim: 'यह समय लें',
    linkNote: (until) => `यह लिंक एक बार, ${until} तक काम करता है।`,
  },
  credits: {
    subject: (until) => `आपके पैकेज के सेशन ${until} तक इस्तेमाल हो सकते हैं`,
    sentence: (sessions, _n, pkg, doctor, until) =>
      `${doctor} के साथ आपके “${pkg}” पैकेज के ${sessions} अभी इस्तेमाल नहीं हुए हैं। ये ${until} तक इस्तेमाल हो सकते हैं।`,
    bookBefore:
      'उससे पहले अपने खाते से इन्हें बुक करें: उस दिन के बाद पैकेज के बचे हुए सेशन ख़त्म हो जाते हैं और न इस्तेमाल हो सकते हैं, न उनका रिफ़ंड हो सकता है।',
    package: 'पैकेज',
    left: 'बचे हुए सेशन',
    useBy: 'इस तारीख तक',
    book: 'सेशन बुक करें',
  },
  exercises: {
    subject: 'आज के घरेलू व्यायाम का समय',
    sentence: 'यह आपका रोज़ का रिमाइंडर है: आपके फ़िज़ियोथेरेपिस्ट ने जो घरेलू व्यायाम बताए हैं, उन्हें कर लें।',
    tick: 'हर व्यायाम करते ही उस पर निशान लगाएँ, और बाद में बताएँ कि कितना दर्द हुआ: आपके फ़िज़ियोथेरेपिस्ट देखते हैं कि आप कैसे आगे बढ़ रहे हैं।',
    open: 'आज के व्यायाम खोलें',
    note: 'आपने यह रिमाइंडर पाना चुना है। आप उसी पेज पर इसका समय बदल सकते हैं या इसे बंद कर सकते हैं।',
    memberSubject: (name) => `${name} के घरेलू व्यायाम का समय`,
    memberSentence: (name) =>
      `यह आपका रोज़ का रिमाइंडर है: फ़िज़ियोथेरेपिस्ट ने ${name} के लिए जो घरेलू व्यायाम बताए हैं, उन्हें करवा लें।`,
    memberTick: (name) =>
      `${name} जैसे-जैसे व्यायाम करें, हर एक पर निशान लगाएँ, और बाद में बताएँ कि कितना दर्द हुआ: फ़िज़ियोथेरेपिस्ट देखते हैं कि ${name} कैसे आगे बढ़ रहे हैं।`,
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = { en, hi };
