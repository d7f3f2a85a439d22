import { eq } from 'drizzle-orm';
import { RECEIPT_TEXT, receiptSchema } from '@physio/shared-contracts';
import { appointments, orders, patients, receiptCounters, receipts, refunds } from '../../platform/db/schema';
import { kolkataIso } from '../../platform/lib/kolkata';
import { issueRefundReceipt, receiptYear } from './receipts';
import { loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { hmacSha256Hex } from '../../platform/providers/payments/signature';
import {
  createPaymentsTestApp,
  SANDBOX_TEST_SECRETS,
  type PaymentsTestApp,
} from '../../../test/payments-helpers';
import { pdfText } from '../../../test/pdf-text';
import { popplerText, pdfSpans } from '../../../test/pdf-spans';
import { orderAs, pay } from '../../../test/scheduling-helpers';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers?: AuthHeaders) => t.app.inject({ method: 'GET', url, headers });
const receiptOf = async (orderId: string) =>
  (await t.db.select().from(receipts).where(eq(receipts.orderId, orderId)))[0]!;
const orderRow = async (providerOrderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;
const doctorOf = async (orderId: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.orderId, orderId)))[0]!.doctorId!;

/** A patient at ₹41,152 a session buying 3 with HALFOFF: ₹1,23,456.00 before the coupon, ₹61,728.00 paid. */
async function paidCouponOrder(patientId: string) {
  await loginAsPatient(t.app, patientId, { name: 'Ravi Kumar', newUser: false, pricePaise: 4_115_200 });
  const o = await orderAs(t.app, { quantity: 3, price: 41_152, coupon_code: 'HALFOFF' }, patientId);
  expect(o.statusCode).toBe(200);
  await pay(t.app, o.body.data!.id, o.headers);
  const row = await orderRow(o.body.data!.id);
  return { ...o, row, receipt: await receiptOf(row.id) };
}

describe('receipt numbers', () => {
  it('gives every paid order the next PAY number of its IST year, in the order the payments land', async () => {
    const counters = await t.db.select().from(receiptCounters).where(eq(receiptCounters.kind, 'payment'));
    const first = await orderAs(t.app);
    await pay(t.app, first.body.data!.id, first.headers);
    const second = await orderAs(t.app);
    await pay(t.app, second.body.data!.id, second.headers);
    const a = await receiptOf((await orderRow(first.body.data!.id)).id);
    const b = await receiptOf((await orderRow(second.body.data!.id)).id);
    // The year of the payment itself, not of the test's start (a run may cross midnight on 31 December).
    const year = receiptYear(a.issuedAt);
    const before = counters.find((c) => c.year === year)?.last;
    expect(a.number).toBe(`PAY-${year}-${String((before ?? 0) + 1).padStart(6, '0')}`);
    expect(b.seq).toBe(a.seq + 1);
    expect(b.number).toMatch(new RegExp(`^PAY-${receiptYear(b.issuedAt)}-\\d{6}$`));
    expect(a.amountPaise).toBe(49_900);
  });

  it('a payment that lands by webhook gets its receipt in the same transaction', async () => {
    const o = await orderAs(t.app);
    const row = await orderRow(o.body.data!.id);
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_receiptwebhook1',
            order_id: o.body.data!.id,
            amount: row.amountPaise,
            status: 'captured',
            currency: 'INR',
          },
        },
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(SANDBOX_TEST_SECRETS.webhookSecret, raw),
        'x-razorpay-event-id': 'evt_receipt_webhook_1',
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(o.body.data!.id)).status).toBe('paid');
    const receipt = await receiptOf(row.id);
    expect(receipt).toMatchObject({ kind: 'payment', amountPaise: row.amountPaise });
    expect(receipt.number).toMatch(/^PAY-\d{4}-\d{6}$/);
  });

  it('an unpaid order has no receipt', async () => {
    const o = await orderAs(t.app);
    const row = await orderRow(o.body.data!.id);
    expect(await t.db.select().from(receipts).where(eq(receipts.orderId, row.id))).toHaveLength(0);
  });
});

describe('GET /api/receipts/:number', () => {
  it('shows the clinic, the patient, the practitioner and their registration, the sessions, the coupon and the amount, dated in IST', async () => {
    const o = await paidCouponOrder('9300000001');
    const res = await get(`/api/receipts/${o.receipt.number}`, o.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const r = receiptSchema.parse(res.json().data);
    expect(r).toEqual({
      number: o.receipt.number,
      kind: 'payment',
      issued_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/),
      clinic: {
        name: 'PhysioCare',
        address: 'PhysioCare Clinic, India',
        phone: '9123456780',
        email: 'support@physiocare.in',
      },
      patient: { name: 'Ravi Kumar', mobile: '9300000001' },
      // The doctor the order went to, with the council registration insurers ask for (issue 26).
      practitioner: { name: expect.stringMatching(/^Dr\. /), registration_number: expect.any(String) },
      order_id: o.body.data!.id,
      payment_id: o.row.paymentId,
      description: 'Payment for 3 physiotherapy sessions',
      sessions: 3,
      unit_price: 4_115_200,
      coupon_code: 'HALFOFF',
      discount: 6_172_800,
      amount: 6_172_800,
      note: 'Physiotherapy services — exempt from GST',
    });
    expect(r.note).toBe(RECEIPT_TEXT.gstNote);
    // The IST instant is the order's paid_at.
    expect(Date.parse(r.issued_at)).toBe(Math.floor(o.row.paidAt!.getTime() / 1000) * 1000);
  });

  it('answers its patient and the order’s doctor; 403 for anyone else, 404 unknown, 400 malformed, 401 anonymous', async () => {
    const o = await paidCouponOrder('9300000002');
    const url = `/api/receipts/${o.receipt.number}`;
    const doctor = await doctorOf(o.row.id);
    const otherDoctor = doctor === '9000000001' ? '9000000002' : '9000000001';
    expect((await get(url, await loginAsDoctor(t.app, doctor))).statusCode).toBe(200);
    const strangerDoctor = await get(url, await loginAsDoctor(t.app, otherDoctor));
    expect(strangerDoctor.statusCode).toBe(403);
    expect(strangerDoctor.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    expect((await get(url, await loginAsPatient(t.app, '9300000099'))).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    const unknown = await get('/api/receipts/PAY-1999-000001', o.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'RECEIPT_NOT_FOUND' });
    for (const bad of ['PAY-26-1', 'XYZ-2026-000001', 'pay-2026-000001', 'PAY-2026-0000001']) {
      const res = await get(`/api/receipts/${bad}`, o.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Unknown receipt', code: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /api/receipts?patient_id=', () => {
  it("lists the patient's own receipts, newest first, and nobody else's", async () => {
    const o = await paidCouponOrder('9300000003');
    const again = await orderAs(t.app, { quantity: 3, price: 41_152 }, '9300000003');
    await pay(t.app, again.body.data!.id, o.headers);
    const res = await get('/api/receipts?patient_id=9300000003', o.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { number: string; kind: string; amount: number; order_id: string }[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ kind: 'payment', amount: 12_345_600, order_id: again.body.data!.id });
    expect(list[1]).toMatchObject({ number: o.receipt.number, amount: 6_172_800 });
    expect(
      (await get('/api/receipts?patient_id=9300000003', await loginAsPatient(t.app, '9300000098')))
        .statusCode,
    ).toBe(403);
    expect((await get('/api/receipts?patient_id=9300000003', await loginAsDoctor(t.app))).statusCode).toBe(
      403,
    );
    expect((await get('/api/receipts?patient_id=12', o.headers)).statusCode).toBe(400);
    const empty = await get('/api/receipts?patient_id=9300000098', await loginAsPatient(t.app, '9300000098'));
    expect(empty.json().data).toEqual([]);
  });
});

describe('refund receipts', () => {
  /** 19:00 UTC on 31 December 2026 (already 1 January in India) unless told. */
  async function processedRefund(
    orderId: string,
    credits: number,
    amountPaise: number,
    processedAt = new Date('2026-12-31T19:00:00Z'),
  ) {
    const [row] = await t.db
      .insert(refunds)
      .values({
        orderId,
        credits,
        amountPaise,
        status: 'processed',
        requestedBy: 'test',
        processedAt,
      })
      .returning();
    return row!;
  }

  it('numbers a processed refund REF-<IST year of processing>, once however often it is called', async () => {
    const o = await paidCouponOrder('9300000004');
    const refund = await processedRefund(o.row.id, 1, 2_057_600);
    // 19:00 UTC on 31 December is already 1 January in India.
    const first = await t.db.transaction((tx) => issueRefundReceipt(tx, refund.id));
    expect(first.number).toMatch(/^REF-2027-\d{6}$/);
    const again = await t.db.transaction((tx) => issueRefundReceipt(tx, refund.id));
    expect(again.number).toBe(first.number);
    const another = await processedRefund(o.row.id, 1, 2_057_600);
    const second = await t.db.transaction((tx) => issueRefundReceipt(tx, another.id));
    expect(second.seq).toBe(first.seq + 1);
  });

  it('refuses a refund that is not processed', async () => {
    const o = await paidCouponOrder('9300000005');
    const [pending] = await t.db
      .insert(refunds)
      .values({ orderId: o.row.id, credits: 1, amountPaise: 100, requestedBy: 'test' })
      .returning();
    await expect(t.db.transaction((tx) => issueRefundReceipt(tx, pending!.id))).rejects.toMatchObject({
      statusCode: 409,
      code: 'REFUND_NOT_PROCESSED',
    });
  });

  it('shows the refunded sessions, their share of the discount, the amount returned and the payment it refunds', async () => {
    const o = await paidCouponOrder('9300000006');
    // 2 of 3 sessions: ₹82,304.00 before the coupon, ₹41,152.00 back, so the coupon's share is ₹41,152.00.
    // An hour after the payment, as a refund always comes after its payment, whatever day the test runs.
    const processedAt = new Date(o.row.paidAt!.getTime() + 3_600_000);
    const refund = await processedRefund(o.row.id, 2, 4_115_200, processedAt);
    const issued = await t.db.transaction((tx) => issueRefundReceipt(tx, refund.id));
    const res = await get(`/api/receipts/${issued.number}`, o.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      number: issued.number,
      kind: 'refund',
      issued_at: kolkataIso(processedAt),
      sessions: 2,
      unit_price: 4_115_200,
      coupon_code: 'HALFOFF',
      discount: 4_115_200,
      amount: 4_115_200,
      payment_id: o.row.paymentId,
      description: `Refund of ${o.receipt.number}: 2 physiotherapy sessions not used`,
      note: RECEIPT_TEXT.gstNote,
    });
    const list = (await get('/api/receipts?patient_id=9300000006', o.headers)).json().data;
    expect(list.map((r: { kind: string }) => r.kind)).toEqual(['refund', 'payment']);
  });
});

describe('GET /api/receipts/:number.pdf', () => {
  it('is a PDF download whose text holds the number, patient, sessions, ₹ amounts in en-IN grouping, IST date and GST note', async () => {
    const o = await paidCouponOrder('9300000007');
    const res = await get(`/api/receipts/${o.receipt.number}.pdf`, o.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${o.receipt.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, lines } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const date = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(o.row.paidAt!);
    expect(lines).toEqual(
      expect.arrayContaining([
        'PhysioCare',
        'PhysioCare Clinic, India',
        '+91 91234 56780 · support@physiocare.in',
        'Payment receipt',
        `Receipt number: ${o.receipt.number}`,
        'Ravi Kumar',
        '+91 93000 00007',
        'Payment for 3 physiotherapy sessions',
        '3 × session at ₹41,152.00 ₹1,23,456.00',
        'Coupon HALFOFF - ₹61,728.00',
        'Amount paid ₹61,728.00',
        `Order ID: ${o.body.data!.id}`,
        `Payment ID: ${o.row.paymentId}`,
        'Physiotherapy services — exempt from GST',
      ]),
    );
    expect(lines.find((l) => l.startsWith('Date: '))).toMatch(
      new RegExp(`^Date: ${date}, \\d{1,2}:\\d{2} (am|pm) IST$`),
    );
    // The practitioner and their registration number, which insurers ask for (issue 26).
    expect(lines).toContain('Practitioner');
    expect(lines.find((l) => l.includes('physiotherapist · Reg. no.'))).toMatch(
      /^Dr\. [A-Za-z ]+, physiotherapist · Reg\. no\. [A-Z]+(\/[A-Z0-9]+)+$/,
    );
  });

  it('a refund PDF says what was refunded', async () => {
    const o = await paidCouponOrder('9300000008');
    const [refund] = await t.db
      .insert(refunds)
      .values({
        orderId: o.row.id,
        credits: 1,
        amountPaise: 2_057_600,
        status: 'processed',
        requestedBy: 'test',
        processedAt: new Date(),
      })
      .returning();
    const issued = await t.db.transaction((tx) => issueRefundReceipt(tx, refund!.id));
    const res = await get(`/api/receipts/${issued.number}.pdf`, o.headers);
    expect(res.statusCode).toBe(200);
    const { lines } = await pdfText(res.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Refund receipt',
        `Receipt number: ${issued.number}`,
        `Refund of ${o.receipt.number}: 1 physiotherapy session not used`,
        '1 × session at ₹41,152.00 ₹41,152.00',
        'Coupon HALFOFF (its share on these sessions) - ₹20,576.00',
        'Amount refunded ₹20,576.00',
        'Physiotherapy services — exempt from GST',
      ]),
    );
  });

  it('keeps the same access rules', async () => {
    const o = await paidCouponOrder('9300000009');
    const url = `/api/receipts/${o.receipt.number}.pdf`;
    expect((await get(url, await loginAsPatient(t.app, '9300000097'))).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/receipts/PAY-1999-000001.pdf', o.headers)).statusCode).toBe(404);
    expect((await get('/api/receipts/nonsense.pdf', o.headers)).statusCode).toBe(400);
  });
});

describe('a receipt in the patient’s language (issue 30)', () => {
  /**
   * The characters of a line, spaces aside: pdfjs gives a ि or a reph in the order it is drawn (before or after its
   * consonant; it ignores the spans' ActualText, checked below with test/pdf-spans.ts), and pdfjs puts spaces where a line changes face. A glyph the shaper shares between two
   * letters (ई's sign and the reph, ो's) reads back as one of them, so the lines checked here are ones without them;
   * the shaping itself was checked on a rendered page (api/assets/fonts/README.md).
   */
  const letters = (line: string) => [...line.replace(/\s/g, '')].sort().join('');
  const hasLines = (lines: string[], expected: string[]) =>
    expect(lines.map(letters)).toEqual(expect.arrayContaining(expected.map(letters)));

  it('the page and the PDF follow the site’s language cookie, else the account’s; a doctor reads English; amounts stay en-IN', async () => {
    const o = await paidCouponOrder('9300000010');
    const json = async (headers: Record<string, string>) =>
      receiptSchema.parse(
        (await get(`/api/receipts/${o.receipt.number}`, headers as AuthHeaders)).json().data,
      );
    const hindi = await json({ ...o.headers, cookie: 'physio_lang=hi' });
    expect(hindi).toMatchObject({
      description: 'फ़िज़ियोथेरेपी के 3 सत्रों का भुगतान',
      note: 'फ़िज़ियोथेरेपी सेवाएँ — GST से छूट प्राप्त',
      amount: 6_172_800,
    });
    // No cookie (the API called directly, a new device): the account's language.
    expect((await json(o.headers)).description).toBe('Payment for 3 physiotherapy sessions');
    await t.db.update(patients).set({ language: 'hi' }).where(eq(patients.id, '9300000010'));
    expect((await json(o.headers)).note).toBe('फ़िज़ियोथेरेपी सेवाएँ — GST से छूट प्राप्त');
    // The switch's cookie wins over the account; an unknown code is English.
    expect((await json({ ...o.headers, cookie: 'physio_lang=en' })).note).toBe(RECEIPT_TEXT.gstNote);
    expect((await json({ ...o.headers, cookie: 'physio_lang=xx' })).note).toBe(RECEIPT_TEXT.gstNote);
    const doctor = await loginAsDoctor(t.app, await doctorOf(o.row.id));
    expect((await json({ ...doctor, cookie: 'physio_lang=hi' })).note).toBe(RECEIPT_TEXT.gstNote);

    const res = await get(`/api/receipts/${o.receipt.number}.pdf`, o.headers);
    expect(res.statusCode).toBe(200);
    const { pages, lines } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    // Every line in Hindi; the amounts, the numbers and the ids as in English (en-IN).
    expect(lines).toEqual(
      expect.arrayContaining(['PhysioCare', 'भुगतान की रसीद', 'Ravi Kumar', '+91 93000 00010']),
    );
    hasLines(lines, [
      `रसीद संख्या: ${o.receipt.number}`,
      'मरीज़',
      'विवरण',
      '3 × सत्र, ₹41,152.00 प्रति सत्र ₹1,23,456.00',
      'कूपन HALFOFF - ₹61,728.00',
      `ऑर्डर ID: ${o.body.data!.id}`,
      `भुगतान ID: ${o.row.paymentId}`,
      'फ़िज़ियोथेरेपी सेवाएँ — GST से छूट प्राप्त',
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/^भुगतान की ग.* ₹61,728\.00$/));
    // The date in Hindi ("28 नव॰ 2026"), its digits and clock en-IN.
    expect(lines.find((l) => l.startsWith('तारीख'))).toMatch(
      /^तारीख ?: ?\d{1,2} ?\S+ ?\d{4}, \d{1,2}:\d{2} (am|pm) IST$/,
    );
    expect(lines.some((l) => /physiotherapist|Amount|Receipt/.test(l))).toBe(false);

    // Copied or extracted, the Hindi reads in its logical order: every Devanagari line is a span whose ActualText
    // is the text as written (pdf-document.ts), ि after its consonant.
    const { spans, unspannedDevanagari } = pdfSpans(res.rawPayload);
    expect(unspannedDevanagari).toBe(0);
    expect(spans).toEqual(expect.arrayContaining(['भुगतान की रसीद', 'रसीद संख्या', 'विवरण', 'फ़िज़ियोथेरेपिस्ट']));
    const poppler = popplerText(res.rawPayload);
    if (poppler === null)
      console.log('pdftotext not installed: the extraction by poppler is not checked here');
    else {
      expect(poppler).toContain(`रसीद संख्या: ${o.receipt.number}`);
      expect(poppler).toContain('फ़िज़ियोथेरेपी के 3 सत्रों का भुगतान');
    }
  });

  it('a Hindi refund receipt says what was refunded, in Hindi', async () => {
    const o = await paidCouponOrder('9300000011');
    await t.db.update(patients).set({ language: 'hi' }).where(eq(patients.id, '9300000011'));
    const [refund] = await t.db
      .insert(refunds)
      .values({
        orderId: o.row.id,
        credits: 1,
        amountPaise: 2_057_600,
        status: 'processed',
        requestedBy: 'test',
        processedAt: new Date(),
      })
      .returning();
    const issued = await t.db.transaction((tx) => issueRefundReceipt(tx, refund!.id));
    const page = await get(`/api/receipts/${issued.number}`, o.headers);
    expect(page.json().data.description).toBe(
      `${o.receipt.number} का रिफ़ंड: फ़िज़ियोथेरेपी के 1 सत्र इस्तेमाल नहीं हुआ`,
    );
    const { lines } = await pdfText((await get(`/api/receipts/${issued.number}.pdf`, o.headers)).rawPayload);
    hasLines(lines, [
      'रिफ़ंड की रसीद',
      `रसीद संख्या: ${issued.number}`,
      `${o.receipt.number} का रिफ़ंड: फ़िज़ियोथेरेपी के 1 सत्र इस्तेमाल नहीं हुआ`,
      '1 × सत्र, ₹41,152.00 प्रति सत्र ₹41,152.00',
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/^कूपन HALFOFF \(.* - ₹20,576\.00$/));
    expect(lines).toContainEqual(expect.stringMatching(/ ₹20,576\.00$/));
  });
});
