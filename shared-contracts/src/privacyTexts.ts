/**
 * The data-rights wording shown to patients (DPDP Act 2023, issue 30): the privacy notice per purpose, the
 * consent switches, the grievance officer page and the patient area's privacy page. English here; Hindi is a
 * table of the same shape in privacyTexts.hi.ts (`@physio/shared-contracts/privacy-hindi`, its own entry so no
 * English page carries it: the pages fetch it as a catalog, privacyCatalogTexts). The API records
 * NOTICE_VERSION with every consent change, so a new wording (in either language) gets a new version here.
 */

/** The purposes a patient consents to, each withdrawable on its own. */
export const PRIVACY_PURPOSES = [
  'care',
  'reminders_sms',
  'reminders_email',
  'reminders_whatsapp',
  'marketing',
] as const;
export type PrivacyPurpose = (typeof PRIVACY_PURPOSES)[number];

/** The notice's version: stored beside every consent given or withdrawn under it. */
export const NOTICE_VERSION = '2026-11-27';

/** Days the Rules allow for answering a grievance (DPDP Rules 2025, rule 14(3): at most ninety days). */
export const GRIEVANCE_RESPONSE_DAYS = 90;

interface PurposeNotice {
  title: string;
  /** The consent switch's label in the patient area. */
  label: string;
  /** What we collect, why, for how long, and what withdrawing does. */
  data: string;
  use: string;
  keep: string;
  withdraw: string;
}

/**
 * The privacy pages' titles, which links on every page name (the shell's footer, the patient area's menu): a table
 * of their own so those links do not bring the whole wording below into every page's first render (1.7 KB gzipped).
 */
export const PRIVACY_PAGE_TITLES = {
  notice: 'Privacy notice',
  grievance: 'Grievance officer',
  area: 'Privacy',
} as const;

const en = {
  notice: {
    title: PRIVACY_PAGE_TITLES.notice,
    lead: 'What we collect, why, how long we keep it, and how you change your mind. Each purpose below asks for your consent on its own, and you can withdraw any of them in your account as easily as you gave it.',
    version: `Notice version ${NOTICE_VERSION}`,
    rights:
      'You can download your data, correct your name and e-mail, withdraw any consent and erase your account from the Privacy page of your account. Every request is listed there with its outcome.',
    grievanceLink: 'Contact our grievance officer',
    collect: 'What we collect',
    why: 'Why',
    howLong: 'How long we keep it',
    ifWithdrawn: 'If you withdraw your consent',
  },
  purposes: {
    care: {
      title: 'Booking and care',
      label: 'Booking and care (needed to book)',
      data: 'Your mobile number, name and e-mail; your bookings and payments; what you tell us before treatment and what your physiotherapist records.',
      use: 'To book and run your sessions, take payment, issue receipts and keep your treatment record.',
      keep: 'While your account is open. After you erase it we keep payments and receipts for 8 years and treatment records for 3 years after your last session, locked, because the law and clinical practice require it.',
      withdraw:
        'Without it you cannot book new sessions. Your past records stay as described above until you erase your account.',
    },
    reminders_sms: {
      title: 'Reminders by SMS',
      label: 'Session reminders by SMS',
      data: 'Your mobile number and the time of your session.',
      use: 'An SMS 24 hours and 2 hours before each session.',
      keep: 'Reminders are not kept once sent.',
      withdraw:
        'We stop sending reminder SMS. Booking confirmations and changes to your sessions still come.',
    },
    reminders_email: {
      title: 'Reminders by e-mail',
      label: 'Session reminders by e-mail',
      data: 'Your e-mail address and the time of your session.',
      use: 'An e-mail 24 hours and 2 hours before each session.',
      keep: 'Reminders are not kept once sent.',
      withdraw: 'We stop sending reminder e-mails. Receipts and changes to your sessions still come.',
    },
    reminders_whatsapp: {
      title: 'Messages on WhatsApp',
      label: 'Booking confirmation and reminders on WhatsApp',
      data: 'Your mobile number, your session times and your replies (Confirm, Reschedule, Cancel, STOP).',
      use: 'Confirmations and reminders with reply buttons on WhatsApp instead of SMS.',
      keep: 'Your replies are kept while your account is open.',
      withdraw: 'They come by SMS instead (if reminders by SMS are on). You can also reply STOP in the chat.',
    },
    marketing: {
      title: 'News and offers',
      label: 'News and offers',
      data: 'Your name, e-mail and mobile number.',
      use: 'Occasional news about PhysioCare and offers. Off unless you turn it on.',
      keep: 'Until you withdraw it.',
      withdraw: 'We send you no news or offers.',
    },
  } satisfies Record<PrivacyPurpose, PurposeNotice>,
  grievance: {
    title: PRIVACY_PAGE_TITLES.grievance,
    lead: 'If you are unhappy with how we handle your personal data, write to our grievance officer. We answer within the time the Digital Personal Data Protection Rules give us.',
    name: 'Name',
    email: 'E-mail',
    address: 'Postal address',
    responseTime: `We reply within ${GRIEVANCE_RESPONSE_DAYS} days of receiving your grievance.`,
    board:
      'If our answer does not resolve your grievance, you may complain to the Data Protection Board of India.',
  },
  area: {
    title: PRIVACY_PAGE_TITLES.area,
    consentsTitle: 'Your consents',
    consentsHint:
      'Turn each purpose on or off. Every change is recorded with the time and the notice version.',
    noticeLink: 'Read the privacy notice',
    consentSaved: 'Your choice is saved.',
    downloadTitle: 'Download my data',
    downloadHint:
      'Your profile, bookings, payments, prescriptions and health record, as a file for a computer (JSON) or a readable PDF.',
    downloadJson: 'Download JSON',
    downloadPdf: 'Download PDF',
    correctTitle: 'Correct my details',
    correctHint: 'Your mobile number is your login and cannot be changed here.',
    correctFamily: 'Correct a family member’s name, relation or age',
    correctSave: 'Save corrections',
    correctSaved: 'Your details are corrected.',
    eraseTitle: 'Erase my account',
    eraseHint:
      'We erase your profile, consents, answers and messages, and sign you out everywhere. Payments and receipts (8 years) and treatment records (3 years after your last session) are kept locked for the law and can no longer be seen from an account. A new login with your number starts an empty account.',
    eraseWord: 'ERASE',
    eraseLabel: 'Type ERASE to confirm',
    eraseButton: 'Erase my account',
    erased: 'Your account is erased.',
    requestsTitle: 'Your requests',
    requestsEmpty: 'No requests yet.',
  },
  kinds: {
    download: 'Download',
    correct: 'Correction',
    erase: 'Erasure',
    consent: 'Consent change',
  },
  outcomes: {
    done: 'Done',
    refused: 'Refused',
  },
  pdf: {
    title: 'Your data at PhysioCare',
  },
} as const;

/** The English table (Hindi: privacyTexts.hi.ts, of the shape PrivacyWording). */
export const PRIVACY_TEXTS = { en } as const;
export type PrivacyTexts = typeof en;
export const privacyTexts = (): PrivacyTexts => PRIVACY_TEXTS.en;

/** The shape of the wording in any language: English's keys, each a text. */
export type PrivacyWording = { readonly [K in keyof PrivacyTexts]: WordingOf<PrivacyTexts[K]> };
type WordingOf<T> = T extends string ? string : { readonly [K in keyof T]: WordingOf<T[K]> };

/** A wording as one flat table ("area.title" → text), the form a page's catalog holds. */
export function flattenPrivacyTexts(wording: PrivacyWording): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat[`${prefix}${key}`] = value;
      else walk(value as object, `${prefix}${key}.`);
    }
  };
  walk(wording, '');
  return flat;
}

/** The wording rebuilt from a flat table's lookup (a catalog's `t`): English's shape, `text(key)` at each leaf. */
export function privacyCatalogTexts(text: (key: string) => string): PrivacyWording {
  const build = (node: object, prefix: string): object =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        typeof value === 'string' ? text(`${prefix}${key}`) : build(value as object, `${prefix}${key}.`),
      ]),
    );
  return build(en, '') as PrivacyWording;
}
