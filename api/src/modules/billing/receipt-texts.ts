/**
 * The words a receipt is written in (issue 30): English, as the receipts always said, and Hindi. The server writes
 * them (the receipt's description and note in its JSON, every word of its PDF); amounts, dates' digits, numbers and
 * ids stay en-IN in both. The Hindi labels are the patient area's (mf-booking receiptMessages.hi.ts), so the page and
 * its PDF read alike.
 */
import {
  describeSeries,
  practitionerLine,
  RECEIPT_TEXT,
  RELATION_LABELS,
  type DependantRelation,
  type Language,
  type Receipt,
} from '@physio/shared-contracts';
import type { OrderSeries } from '../scheduling';

export interface ReceiptWords {
  paymentReceipt: string;
  refundReceipt: string;
  receiptNumber: string;
  date: string;
  patient: string;
  paidBy: string;
  practitioner: string;
  description: string;
  orderId: string;
  paymentId: string;
  amountPaid: string;
  amountRefunded: string;
  electronic: string;
  gstNote: string;
  relations: Record<DependantRelation, string>;
  /** "3 × session at ₹41,152.00". */
  sessionsAt: (sessions: number, price: string) => string;
  coupon: (code: string) => string;
  discount: string;
  /** A refund's share of the order's coupon. */
  refundShare: (coupon: string) => string;
  /** "Dr. Asha Rao, physiotherapist · Reg. no. KSAHC/…" */
  practitionerLine: (p: NonNullable<Receipt['practitioner']>) => string;
  paymentFor: (sessions: number, travel: string, series: string | null) => string;
  /** The weekly series a payment is for: "Weekly series of 6 sessions: Mon, Wed, Fri at 18:00". */
  series: (pattern: OrderSeries) => string;
  refundOf: (paymentNumber: string, sessions: number, travel: string) => string;
  /** The refund names the order when its payment has no receipt. */
  order: (id: string) => string;
  travelFee: (fee: string) => string;
}

const EN: ReceiptWords = {
  paymentReceipt: 'Payment receipt',
  refundReceipt: 'Refund receipt',
  receiptNumber: 'Receipt number',
  date: 'Date',
  patient: 'Patient',
  paidBy: 'Paid by',
  practitioner: 'Practitioner',
  description: 'Description',
  orderId: 'Order ID',
  paymentId: 'Payment ID',
  amountPaid: 'Amount paid',
  amountRefunded: 'Amount refunded',
  electronic: 'This receipt was generated electronically.',
  gstNote: RECEIPT_TEXT.gstNote,
  relations: RELATION_LABELS,
  sessionsAt: (n, price) => `${n} × session at ${price}`,
  coupon: (code) => `Coupon ${code}`,
  discount: 'Discount',
  refundShare: (coupon) => `${coupon} (its share on these sessions)`,
  practitionerLine,
  paymentFor: (n, travel, series) => `Payment for ${sessionsEn(n)}${travel}${series ? ` (${series})` : ''}`,
  series: describeSeries,
  refundOf: (payment, n, travel) => `Refund of ${payment}: ${sessionsEn(n)} not used${travel}`,
  order: (id) => `order ${id}`,
  travelFee: (fee) => `, each with a ${fee} travel fee`,
};

function sessionsEn(n: number) {
  return `${n} physiotherapy session${n === 1 ? '' : 's'}`;
}

/** Sunday first, as the series' weekdays count them; the short names hi-IN dates use (and the series planner). */
const WEEKDAYS_HI = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'];

const HI: ReceiptWords = {
  paymentReceipt: 'भुगतान की रसीद',
  refundReceipt: 'रिफ़ंड की रसीद',
  receiptNumber: 'रसीद संख्या',
  date: 'तारीख',
  patient: 'मरीज़',
  paidBy: 'भुगतानकर्ता',
  practitioner: 'फ़िज़ियोथेरेपिस्ट',
  description: 'विवरण',
  orderId: 'ऑर्डर ID',
  paymentId: 'भुगतान ID',
  amountPaid: 'भुगतान की गई राशि',
  amountRefunded: 'रिफ़ंड की गई राशि',
  electronic: 'यह रसीद इलेक्ट्रॉनिक रूप से बनाई गई है।',
  gstNote: 'फ़िज़ियोथेरेपी सेवाएँ — GST से छूट प्राप्त',
  relations: {
    parent: 'माता/पिता',
    child: 'संतान',
    spouse: 'जीवनसाथी',
    sibling: 'भाई या बहन',
    grandparent: 'दादा-दादी/नाना-नानी',
    other: 'अन्य',
  },
  sessionsAt: (n, price) => `${n} × सत्र, ${price} प्रति सत्र`,
  coupon: (code) => `कूपन ${code}`,
  discount: 'छूट',
  refundShare: (coupon) => `${coupon} (इन सत्रों पर इसका हिस्सा)`,
  practitionerLine: (p) =>
    `${p.name}, फ़िज़ियोथेरेपिस्ट${p.registration_number ? ` · पंजीकरण संख्या ${p.registration_number}` : ''}`,
  paymentFor: (n, travel, series) =>
    `फ़िज़ियोथेरेपी के ${n} ${n === 1 ? 'सत्र' : 'सत्रों'} का भुगतान${travel}${series ? ` (${series})` : ''}`,
  series: (p) =>
    `साप्ताहिक सीरीज़, ${p.size} सत्र: ${[...p.weekdays]
      .sort((a, b) => a - b)
      .map((d) => WEEKDAYS_HI[d])
      .join(', ')}, ${p.time} बजे`,
  refundOf: (payment, n, travel) =>
    `${payment} का रिफ़ंड: फ़िज़ियोथेरेपी के ${n} सत्र इस्तेमाल नहीं ${n === 1 ? 'हुआ' : 'हुए'}${travel}`,
  order: (id) => `ऑर्डर ${id}`,
  travelFee: (fee) => `, हर सत्र पर ${fee} यात्रा शुल्क`,
};

export const receiptWords = (language: Language): ReceiptWords => (language === 'hi' ? HI : EN);

/** "Ramesh Sharma (Parent)" / "Ramesh Sharma (माता/पिता)": the family member a receipt treats. */
export const dependantLine = (d: { name: string; relation: string }, language: Language) =>
  `${d.name} (${receiptWords(language).relations[d.relation as DependantRelation] ?? d.relation})`;
