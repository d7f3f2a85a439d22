/**
 * Terms of service and privacy policy as Markdown. Contact details come from the site configuration
 * (siteConfig in shared-ui), so they are passed in rather than written here; the first-session price
 * the windows for moving and cancelling a session and how long paid sessions stay valid are the constants the API enforces
 * (shared-contracts), so the Terms cannot promise other ones.
 */
import {
  CANCEL_WINDOW_TEXT,
  CREDIT_VALIDITY_TEXT,
  FIRST_BOOKING_PRICE_RUPEES,
  RESCHEDULE_WINDOW_TEXT,
} from '@physio/shared-contracts';

export interface LegalContacts {
  brandName: string;
  supportEmail: string;
  /** 10 digits, shown with +91. */
  supportPhone: string;
}

/** "+91 91234 56780" */
export const displayPhone = (tenDigits: string): string =>
  `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;

export const LEGAL_UPDATED = '1 November 2026';

export const termsMarkdown = ({ brandName, supportEmail, supportPhone }: LegalContacts): string => `
These terms govern your use of the ${brandName} website and the physiotherapy sessions booked through it. By booking a session you agree to them.

## 1. Our service

${brandName} connects patients with registered physiotherapists for sessions delivered **online by video** or **at your home**. Physiotherapy is not emergency care. If you have chest pain, signs of a stroke, a serious injury or any other emergency, call **108** or go to the nearest hospital.

Our physiotherapists assess and treat conditions within the scope of physiotherapy. Where a condition needs a medical diagnosis, investigations or medicines, they will advise you to see a doctor.

## 2. Eligibility and accounts

- You must be 18 or older to book. Sessions for a child must be booked and attended by a parent or guardian.
- You log in with your mobile number and a one-time code. Keep your phone secure; you are responsible for bookings made from your account.
- Give accurate information about your health so that treatment is safe.

## 3. Bookings, prices and payment

- First-time patients pay Rs. ${FIRST_BOOKING_PRICE_RUPEES} per session. Later prices are set in your treatment plan and shown before you pay.
- Prices include applicable taxes. Coupons apply only while valid and cannot be exchanged for cash.
- Payments are processed by our payment provider (Razorpay). We never see or store your full card details.
- A booking is confirmed only after the payment succeeds. If a payment fails, no amount is charged; if money is debited for a failed payment, it is returned by the bank, usually within 5 to 7 working days.

## 4. Rescheduling, cancellation and refunds

- You may move a session to another free time, free of charge, up to ${RESCHEDULE_WINDOW_TEXT} before it starts: online from your account, or by contacting us.
- You may cancel a session up to ${CANCEL_WINDOW_TEXT} before it starts: online from your account, or by contacting us. The session goes back to your account, to book again at a new time.
- Sessions you have not used can be refunded at the price you paid for them: ask for it from your account, and the money is returned to the original payment method, usually within 7 working days.
- A session cancelled less than ${CANCEL_WINDOW_TEXT} before it starts, or missed, is not returned or refunded, except in a medical emergency: call or WhatsApp us.
- If we or your physiotherapist have to cancel, the session always goes back to your account: choose a new time or a refund.
- Sessions you have paid for can be used for ${CREDIT_VALIDITY_TEXT} from the payment: book them for a time up to that day. After it, the ones you have not used can still be refunded.

## 5. Online sessions

Join from a private, well-lit space with enough room to move. Sessions are not recorded without your explicit consent. Your physiotherapist may stop a session if it is not safe to continue.

## 6. Home visits

Please ensure a safe environment and that an adult is present for sessions with children or patients who need help. Our physiotherapists may decline a visit if they feel unsafe.

## 7. Your responsibilities

Follow the exercise programme as advised and tell your physiotherapist promptly about new symptoms, pain that worsens, or changes to your health or medicines.

## 8. Limitation of liability

We take care to provide safe, evidence-based treatment. To the extent the law allows, ${brandName} is not liable for indirect losses, or for outcomes resulting from information you did not disclose or advice you did not follow. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.

## 9. Changes and governing law

We may update these terms and will show the date of the last change on this page. These terms are governed by the laws of India.

## 10. Contact and grievances

Questions or complaints: e-mail [${supportEmail}](mailto:${supportEmail}) or call [${displayPhone(supportPhone)}](tel:+91${supportPhone}). We acknowledge complaints within 48 hours and aim to resolve them within 30 days.
`;

export const privacyMarkdown = ({ brandName, supportEmail, supportPhone }: LegalContacts): string => `
${brandName} processes health information, which deserves special care. This policy explains what personal data we collect, why, how long we keep it and the rights you have under the **Digital Personal Data Protection Act, 2023** (DPDP Act) and the rules made under it. For the purposes of the Act, ${brandName} is the *Data Fiduciary* and you are the *Data Principal*.

## What we collect and why

- **Contact details** (name, mobile number, e-mail): to create your account, verify you with a one-time code, confirm bookings and send reminders.
- **Health information** you share (the problem you book for, symptoms, medical history, reports, treatment plans, exercise programmes and prescriptions written by your physiotherapist): only to assess and treat you safely and to keep a clinical record.
- **Booking and payment records** (sessions, amounts, order and payment references): to provide the service, issue receipts, handle refunds and meet tax and accounting law. Card details are handled by our payment provider and never reach our servers.
- **Messages** you send through the contact form: to answer you.
- **Technical data** (a secure login cookie and basic server logs such as IP address and time): to keep you logged in, protect the service from abuse and fix faults. We do not use advertising or tracking cookies.

We collect only what is needed for these purposes and do not sell your personal data or use your health information for marketing.

## Consent

We process your data on the basis of the consent you give when you book, and for uses the law allows without consent (such as responding to a medical emergency or complying with a legal obligation). You can withdraw your consent at any time by writing to the grievance officer below; we will then stop processing, except for records we must keep by law. Withdrawing consent does not affect processing that already took place. A parent or guardian gives consent on behalf of a child, and we do not track or target children.

## Who sees your data

- Your treating physiotherapist, and a senior physiotherapist if your care needs a second opinion.
- Service providers acting for us under contract: hosting, SMS delivery and payment processing. They may use the data only to provide their service to us.
- Authorities, only when the law requires it.

Your data is stored on servers in India. Access by our staff is limited to those who need it, logged, and protected by encryption in transit and secure passwords.

## How long we keep it

- Clinical records: **3 years** after your last session, in line with medical record-keeping guidance, or longer when the law or an ongoing dispute requires.
- Payment and invoice records: **8 years**, as required by tax and accounting law.
- Contact form messages: **1 year**.
- Server logs: **90 days**.

After that, the data is erased or irreversibly anonymised. If you ask us to delete your account, we erase what we are not legally required to keep.

## Your rights

Under the DPDP Act you have the right to:

1. **Access**: a summary of the personal data we hold about you and how it is processed, and the identities of those we have shared it with.
2. **Correction and completion**: to have inaccurate or incomplete data corrected or completed, and to have it updated.
3. **Erasure**: to have your data erased when it is no longer needed for the purpose it was collected, or when you withdraw consent, subject to legal retention.
4. **Grievance redressal**: to complain to us and receive a response.
5. **Nomination**: to nominate a person to exercise your rights in case of your death or incapacity.

To use any of these rights, write to the grievance officer. We will verify your identity and respond within **30 days**.

## Security and breaches

We use encryption, access control, audit logging and regular backups. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected as the law requires.

## Grievance officer

- Grievance Officer, ${brandName}
- E-mail: [${supportEmail}](mailto:${supportEmail})
- Phone: [${displayPhone(supportPhone)}](tel:+91${supportPhone}) (Monday to Saturday, 9 am to 6 pm IST)

If you are not satisfied with our response, you may complain to the Data Protection Board of India.

## Changes to this policy

We will post any change on this page with a new date, and tell you by SMS or e-mail before a significant change takes effect.
`;
