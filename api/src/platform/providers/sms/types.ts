import type { Language } from '@physio/shared-contracts';

/**
 * One interface, one file per gateway (DESIGN.md §7). Every patient's message takes the patient's language (issue 30;
 * English when none is given): its fixed text is the English one or its Hindi one beside it (SMS_TEMPLATES).
 */
export interface SmsProvider {
  readonly name: 'console' | 'msg91';
  /** Sends a one-time code; throws SmsError when the gateway refuses or is unreachable. */
  sendOtp(mobile: string, code: string, language?: Language): Promise<void>;
  /**
   * Sends the order confirmation (SCHEDULED_CONFIRMATION_TEMPLATE when it names a session, else
   * CONFIRMATION_TEMPLATE, with its variables). Best effort: never throws, so a paid
   * order is never held up or undone by the SMS; a failure or a gateway without a template for it is logged and
   * skipped. Optional so that stand-in gateways (tests) need only sendOtp; both real providers implement it.
   */
  sendConfirmation?(mobile: string, confirmation: OrderConfirmation, language?: Language): Promise<void>;
  /** Sends a session reminder (REMINDER_TEMPLATE with its variables). Best effort like sendConfirmation. */
  sendReminder?(mobile: string, reminder: SessionReminder, language?: Language): Promise<void>;
  /** Tells a doctor of a booking, move or cancellation of the same day (DOCTOR_NOTICE_TEMPLATE). Best effort. */
  sendDoctorNotice?(mobile: string, notice: DoctorNotice): Promise<void>;
  /** Offers a freed slot to a waiting patient with its claim link (WAITLIST_OFFER_TEMPLATE). Best effort. */
  sendWaitlistOffer?(mobile: string, offer: WaitlistOfferSms, language?: Language): Promise<void>;
  /** Tells a patient their package's sessions expire soon (CREDITS_EXPIRY_TEMPLATE). Best effort. */
  sendCreditsExpiry?(mobile: string, expiry: CreditsExpirySms, language?: Language): Promise<void>;
  /** The daily home-exercise reminder (EXERCISE_REMINDER_TEMPLATE). Best effort. */
  sendExerciseReminder?(mobile: string, reminder: ExerciseReminderSms, language?: Language): Promise<void>;
}

/** The variables of the order confirmation. */
export interface OrderConfirmation {
  /** As the site writes money (en-IN, ₹), e.g. "₹1,347.30". */
  amount: string;
  /** The id the patient quotes (the payment provider's order id). */
  orderId: string;
  /**
   * The session the payment scheduled (a slot chosen at booking): SCHEDULED_CONFIRMATION_TEMPLATE names it.
   * Without it (the "Let us call you to fix a time" path, plans) CONFIRMATION_TEMPLATE says we will call.
   */
  session?: SessionReminder;
}

/**
 * The confirmation's fixed text as registered on the DLT platform (MSG91_CONFIRMATION_TEMPLATE_ID): operators
 * refuse a template that is one free-text variable, so only the amount and the order id vary (##amount##,
 * ##order_id##, MSG91's variable names; DLT shows each as {#var#}). For orders paid without a session time.
 */
export const CONFIRMATION_TEMPLATE =
  'PhysioCare: payment of ##amount## received. Your booking is confirmed. Order ID: ##order_id##. We will call you to schedule your session.';

/**
 * The confirmation of an order whose payment scheduled a session (MSG91_SCHEDULED_TEMPLATE_ID): a second fixed
 * DLT text with the session's variables (as in REMINDER_TEMPLATE, each at most 30 characters).
 */
export const SCHEDULED_CONFIRMATION_TEMPLATE =
  'PhysioCare: payment of ##amount## received. Order ID: ##order_id##. Your ##session## with ##doctor## is booked for ##date## at ##time## IST.';

/** The template's variables, MSG91's names: the session's ones only when it has a session. */
export const confirmationVariables = (
  c: OrderConfirmation,
  language: Language = 'en',
): Record<string, string> => ({
  amount: c.amount,
  order_id: c.orderId,
  ...(c.session ? sessionWords(c.session, language) : {}),
});

export const confirmationText = (c: OrderConfirmation, language: Language = 'en') =>
  fillTemplate(
    SMS_TEMPLATES[c.session ? 'scheduledConfirmation' : 'confirmation'][language],
    confirmationVariables(c, language),
  );

/** The session reminder's variables: each at most 30 characters, as DLT allows for one variable. */
export interface SessionReminder {
  /** "online session" or "home visit". */
  session: string;
  doctor: string;
  /** e.g. "14 Jan 2030" */
  date: string;
  /** "09:00" (IST) */
  time: string;
}

/** The reminder's fixed DLT text (MSG91_REMINDER_TEMPLATE_ID); only the ##…## variables change. */
export const REMINDER_TEMPLATE =
  'PhysioCare: reminder of your ##session## with ##doctor## on ##date## at ##time## IST. Open your PhysioCare account for details or to join.';

export const reminderText = (r: SessionReminder, language: Language = 'en') =>
  fillTemplate(SMS_TEMPLATES.reminder[language], { ...sessionWords(r, language) });

/** A same-day change told to the doctor: each variable at most 30 characters, as DLT allows. */
export interface DoctorNotice {
  /** "New booking", "Session moved", "Session cancelled". */
  change: string;
  /** The patient's name (cut to 30 characters). */
  patient: string;
  /** "online session" or "home visit". */
  session: string;
  /** "today at 15:00", "11:15 today, now 28 Nov 10:00". */
  when: string;
}

/** The doctor's same-day notice, a fixed DLT text (MSG91_DOCTOR_NOTICE_TEMPLATE_ID). */
export const DOCTOR_NOTICE_TEMPLATE =
  'PhysioCare: ##change##: ##patient##, ##session## ##when## IST. Details in your PhysioCare dashboard.';

export const doctorNoticeText = (n: DoctorNotice) => fillTemplate(DOCTOR_NOTICE_TEMPLATE, { ...n });

/** A freed slot offered to a waiting patient: the session's words (as in a reminder) and the claim link. */
export interface WaitlistOfferSms extends SessionReminder {
  /** The claim link (the site's /waitlist/claim?token=…). */
  link: string;
}

/** The waitlist offer's fixed DLT text (MSG91_WAITLIST_TEMPLATE_ID); only the ##…## variables change. */
export const WAITLIST_OFFER_TEMPLATE =
  'PhysioCare: a ##session## with ##doctor## on ##date## at ##time## IST has just freed up. The first to tap holds it for 15 minutes: ##link##';

export const waitlistOfferText = (o: WaitlistOfferSms, language: Language = 'en') =>
  fillTemplate(SMS_TEMPLATES.waitlistOffer[language], { ...sessionWords(o, language) });

/** A package's sessions about to expire: each variable at most 30 characters, as DLT allows. */
export interface CreditsExpirySms {
  /** "3 sessions" */
  sessions: string;
  /** The package's name (cut to 30 characters). */
  package: string;
  doctor: string;
  /** The last valid day, e.g. "14 Jan 2030". */
  date: string;
}

/** The package expiry reminder's fixed DLT text (MSG91_CREDITS_EXPIRY_TEMPLATE_ID). */
export const CREDITS_EXPIRY_TEMPLATE =
  'PhysioCare: ##sessions## of your ##package## package with ##doctor## can be used until ##date##. Book them in your PhysioCare account; unused sessions expire after that day.';

/** The expiry reminder's variables in the patient's language ("3 sessions" → "3 सेशन"). */
export const creditsExpiryVariables = (e: CreditsExpirySms, language: Language = 'en'): CreditsExpirySms => ({
  ...e,
  sessions: language === 'hi' ? e.sessions.replace(/ sessions?$/, ' सेशन') : e.sessions,
});

export const creditsExpiryText = (e: CreditsExpirySms, language: Language = 'en') =>
  fillTemplate(SMS_TEMPLATES.creditsExpiry[language], { ...creditsExpiryVariables(e, language) });

/** The daily home-exercise reminder: a link to today's exercises (no clinical detail in an SMS). */
export interface ExerciseReminderSms {
  link: string;
}

/** The exercise reminder's fixed DLT text (MSG91_EXERCISE_TEMPLATE_ID). */
export const EXERCISE_REMINDER_TEMPLATE =
  "PhysioCare: time for today's home exercises. Tick them off as you go: ##link##";

export const exerciseReminderText = (r: ExerciseReminderSms, language: Language = 'en') =>
  fillTemplate(SMS_TEMPLATES.exerciseReminder[language], { ...r });

/** The one-time code's text; the code leads, so a phone can offer to fill it in. */
export const OTP_TEMPLATE =
  '##otp## is your PhysioCare verification code. It is valid for 5 minutes. Do not share it with anyone.';

/**
 * Every patient's SMS in both languages, the Hindi beside the English (issue 30). The English texts are the DLT
 * templates above; the Hindi ones are registered as their own DLT templates. Polite Hindi (आप), the brand, the
 * order ID, amounts (₹ in en-IN), dates (14 Jan 2030) and times stay as the English writes them. A Hindi SMS is
 * UCS-2: 70 characters a part (67 when it takes several), see parts.ts and the README's table.
 */
export const SMS_TEMPLATES = {
  otp: {
    en: OTP_TEMPLATE,
    // One UCS-2 part (70) with the 6-digit code.
    hi: '##otp## आपका PhysioCare कोड है। यह 5 मिनट तक मान्य है। किसी को न बताएँ।',
  },
  confirmation: {
    en: CONFIRMATION_TEMPLATE,
    hi: 'PhysioCare: ##amount## का भुगतान मिल गया है। आपकी बुकिंग पक्की हो गई है। ऑर्डर ID: ##order_id##। सेशन का समय तय करने के लिए हम आपको कॉल करेंगे।',
  },
  scheduledConfirmation: {
    en: SCHEDULED_CONFIRMATION_TEMPLATE,
    hi: 'PhysioCare: ##amount## का भुगतान मिल गया है। ऑर्डर ID: ##order_id##। ##doctor## के साथ आपका ##session## ##date## को ##time## बजे (IST) के लिए बुक हो गया है।',
  },
  reminder: {
    en: REMINDER_TEMPLATE,
    hi: 'PhysioCare: याद दिला दें, ##doctor## के साथ आपका ##session## ##date## को ##time## बजे (IST) है। विवरण देखने या जुड़ने के लिए अपना PhysioCare खाता खोलें।',
  },
  waitlistOffer: {
    en: WAITLIST_OFFER_TEMPLATE,
    hi: 'PhysioCare: ##doctor## के साथ ##date## को ##time## बजे (IST) का एक ##session## अभी खाली हुआ है। जो पहले टैप करेगा, उसके लिए यह 15 मिनट तक रुका रहेगा: ##link##',
  },
  creditsExpiry: {
    en: CREDITS_EXPIRY_TEMPLATE,
    hi: 'PhysioCare: ##doctor## के साथ आपके ##package## पैकेज के ##sessions## ##date## तक इस्तेमाल किए जा सकते हैं। इन्हें अपने PhysioCare खाते में बुक करें; उस दिन के बाद बचे हुए सेशन समाप्त हो जाएँगे।',
  },
  exerciseReminder: {
    en: EXERCISE_REMINDER_TEMPLATE,
    hi: 'PhysioCare: आज के घरेलू व्यायाम का समय हो गया है। हर व्यायाम करते ही उस पर निशान लगाएँ: ##link##',
  },
} as const satisfies Record<string, Record<Language, string>>;
export type SmsTemplateName = keyof typeof SMS_TEMPLATES;

/** A session's kind as every message of the patient's writes it, in both languages. */
export const SESSION_KINDS: Record<Language, Record<'online' | 'home', string>> = {
  en: { online: 'online session', home: 'home visit' },
  hi: { online: 'ऑनलाइन सेशन', home: 'घर पर सेशन' },
};

/** The session's kind in the patient's language (the variables are built in English: "online session", "home visit"). */
const SESSION_WORDS_HI: Record<string, string> = {
  [SESSION_KINDS.en.online]: SESSION_KINDS.hi.online,
  [SESSION_KINDS.en.home]: SESSION_KINDS.hi.home,
};

/**
 * The session's words in the patient's language. A family member's session reads "online session for Ramesh" in
 * English (sms-texts.ts sessionWords), "ऑनलाइन सेशन (Ramesh के लिए)" in Hindi, the name cut so that the variable
 * stays within DLT's 30 characters.
 */
export function sessionWords<T extends { session: string }>(v: T, language: Language): T {
  if (language !== 'hi') return v;
  const kind = Object.keys(SESSION_WORDS_HI).find((en) => v.session.startsWith(`${en} for `));
  if (!kind) return { ...v, session: SESSION_WORDS_HI[v.session] ?? v.session };
  const hindi = SESSION_WORDS_HI[kind]!;
  const name = v.session.slice(kind.length + ' for '.length).slice(0, 30 - hindi.length - ' ( के लिए)'.length);
  return { ...v, session: `${hindi} (${name} के लिए)` };
}

export function fillTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/##(\w+)##/g, (_, name: string) => variables[name] ?? '');
}

export class SmsError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

export const otpText = (code: string, language: Language = 'en') =>
  fillTemplate(SMS_TEMPLATES.otp[language], { otp: code });

/** The last four digits only: numbers stay out of the logs. */
export const maskMobile = (mobile: string) => `******${mobile.slice(-4)}`;

export { smsParts, type SmsEncoding, type SmsParts } from './parts';
