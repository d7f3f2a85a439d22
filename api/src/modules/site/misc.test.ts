import { MESSAGES } from '@physio/shared-contracts';
import { contactMessages, patients } from '../../platform/db/schema';
import { kolkataNow } from '../../platform/lib/time';
import { creditDoctorForOrder } from '../billing/payouts';
import { DEMO_PATIENT } from './seed';
import { pdfText } from '../../../test/pdf-text';
import { pdfSpans } from '../../../test/pdf-spans';
import {
  createTestApp,
  drainOutbox,
  loginAsDoctor,
  loginAsPatient,
  type AuthHeaders,
  type TestApp,
} from '../../../test/helpers';

const DEMO_EMAIL = DEMO_PATIENT.email;
let t: TestApp;
let doctor: AuthHeaders;
let patient: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  doctor = await loginAsDoctor(t.app);
  patient = await loginAsPatient(t.app);
});
afterAll(() => t.close());

describe('POST /api/dashboard/search', () => {
  it('finds the doctor’s own patients registered or booked in the inclusive range', async () => {
    await t.db.insert(patients).values({
      id: '9600000001',
      name: 'Range Person',
      email: 'r@example.com',
      createdAt: new Date('2025-03-10T06:00:00Z'),
      doctorId: '9000000001',
    });
    // Someone else's patient of the same day is not listed.
    await t.db.insert(patients).values({
      id: '9600000003',
      name: 'Other Person',
      email: 'o@example.com',
      createdAt: new Date('2025-03-10T07:00:00Z'),
      doctorId: '9000000002',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/search',
      headers: doctor,
      payload: { from_date: '2025-03-10', to_date: '2025-03-10' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: '9600000001', name: 'Range Person', mobile: '9600000001', email: 'r@example.com' },
    ]);
    const today = kolkataNow().date;
    const recent = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/search',
      headers: doctor,
      payload: { from_date: '2020-01-01', to_date: today },
    });
    expect(recent.json().data.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(['9876543210', '9600000001']),
    );
  });

  it('rejects a reversed range with the spec message; doctors only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/search',
      headers: doctor,
      payload: { from_date: '2025-03-11', to_date: '2025-03-10' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.search.startAfterEnd);
    const asPatient = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/search',
      headers: patient,
      payload: { from_date: '2025-03-10', to_date: '2025-03-10' },
    });
    expect(asPatient.statusCode).toBe(403);
  });
});

describe('prescriptions', () => {
  it('doctors write, the patient and doctors read (newest first)', async () => {
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/users/9876543210/prescriptions',
      headers: doctor,
      payload: {
        title: 'Knee strengthening',
        advice: 'Ice after exercise.',
        exercises: [
          { name: 'Straight leg raise', sets: 3, reps: '12', frequency: 'Daily' },
          { name: 'Side plank', sets: 2, reps: 'hold 30 s each side', frequency: 'Every other day' },
        ],
      },
    });
    expect(written.statusCode).toBe(201);
    expect(written.json().data).toMatchObject({ title: 'Knee strengthening', doctor_id: 'dr-asha-rao' });
    // Reps as physiotherapists write them (issue 26).
    expect(written.json().data.exercises[1].reps).toBe('hold 30 s each side');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/users/9876543210/prescriptions',
      headers: patient,
    });
    expect(read.statusCode).toBe(200);
    const list = read.json().data;
    expect(list[0]).toMatchObject({ title: 'Knee strengthening', doctor_name: 'Dr. Asha Rao' });
    expect(list.length).toBe(2);
    // The seeded prescription keeps reading, its reps as text.
    expect(list[1].exercises.map((e: { reps: unknown }) => typeof e.reps)).toEqual([
      'string',
      'string',
      'string',
    ]);

    // The patient hears of it by e-mail: the title and where to read, print or download it.
    await drainOutbox(t.app);
    const mails = await t.app.inject({
      method: 'GET',
      url: `/api/dev/email?to=${encodeURIComponent(DEMO_EMAIL)}`,
    });
    const mail = (mails.json().data as { subject: string; text: string }[])[0]!;
    expect(mail.subject).toBe('New prescription from Dr. Asha Rao');
    expect(mail.text).toContain('"Knee strengthening", with 2 exercises');
    expect(mail.text).toContain('print or download');
  });

  it('gives the patient their prescription as a PDF to print or keep; nobody else', async () => {
    const [first] = (
      await t.app.inject({ method: 'GET', url: '/api/users/9876543210/prescriptions', headers: patient })
    ).json().data as { id: string; created_at: string }[];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/prescriptions/${first!.id}.pdf`,
      headers: patient,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="prescription-${first!.created_at.slice(0, 10)}.pdf"`,
    );
    const { lines } = await pdfText(res.rawPayload);
    expect(lines).toEqual(expect.arrayContaining(['Exercises', 'Knee strengthening']));
    expect(lines.some((l) => l.includes('hold 30 s each side'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Physiotherapist: Dr. Asha Rao · Reg. no. '))).toBe(true);
    const other = await loginAsPatient(t.app, '9600000003');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/prescriptions/${first!.id}.pdf`, headers: other }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/prescriptions/${first!.id}.pdf` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/prescriptions/00000000-0000-4000-8000-000000000000.pdf',
          headers: patient,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a Hindi reader’s prescription PDF is in Hindi, copied in logical order; what was written stays as written; a doctor reads English', async () => {
    const [first] = (
      await t.app.inject({ method: 'GET', url: '/api/users/9876543210/prescriptions', headers: patient })
    ).json().data as { id: string }[];
    const pdfOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/prescriptions/${first!.id}.pdf`, headers })).rawPayload;
    const hindi = await pdfOf({ ...patient, cookie: 'physio_lang=hi' });
    const { lines } = await pdfText(hindi);
    expect(lines).toContain('Knee strengthening');
    expect(lines.some((l) => l.includes('hold 30 s each side'))).toBe(true);
    expect(lines.some((l) => /^(Exercises|Patient|Physiotherapist|Date):?/.test(l))).toBe(false);
    const { spans, unspannedDevanagari } = pdfSpans(hindi);
    expect(unspannedDevanagari).toBe(0);
    expect(spans).toEqual(
      expect.arrayContaining(['मरीज़', 'फ़िज़ियोथेरेपिस्ट', 'पंजीकरण संख्या', 'व्यायाम', 'दोहराव', 'कितनी बार']),
    );
    const english = (await pdfText(await pdfOf({ ...doctor, cookie: 'physio_lang=hi' }))).lines;
    expect(english).toContain('Exercises');
  });

  it('refuses patients writing, other patients reading, unknown patients and bad exercises', async () => {
    const payload = { title: 'x', exercises: [] };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/9876543210/prescriptions',
          headers: patient,
          payload,
        })
      ).statusCode,
    ).toBe(403);
    const other = await loginAsPatient(t.app, '9600000002');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/9876543210/prescriptions', headers: other }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/9699999999/prescriptions',
          headers: doctor,
          payload,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/9876543210/prescriptions',
      headers: doctor,
      payload: { title: 'x', exercises: [{ name: 'a', sets: 0, reps: '1', frequency: 'd' }] },
    });
    expect(bad.statusCode).toBe(400);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/users/9876543210/prescriptions',
      headers: doctor,
      payload: { title: 'x', exercises: [{ name: 'a', sets: 1, reps: 'x'.repeat(41), frequency: 'd' }] },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sunil Rao', email: 'sunil@example.com', message: 'Do you visit Whitefield?' },
    });
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('applies the spec rules with their messages and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ name: '', email: 'a@b.co', message: 'hi' }, MESSAGES.contact.nameEmpty],
      [{ name: 'R2D2', email: 'a@b.co', message: 'hi' }, MESSAGES.contact.nameLetters],
      [{ name: 'Ann', email: '', message: 'hi' }, MESSAGES.contact.emailEmpty],
      [{ name: 'Ann', email: 'nope', message: 'hi' }, MESSAGES.contact.emailInvalid],
      [{ name: 'Ann', email: 'a@b.co', message: '  ' }, MESSAGES.contact.messageEmpty],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });
});

describe('payouts', () => {
  it('answers the unpaid balance in rupees and the payout history to the doctor themself', async () => {
    const sum = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/9000000001/sum',
      headers: doctor,
    });
    expect(sum.statusCode).toBe(200);
    expect(sum.json()).toEqual({ data: 1820 });
    await creditDoctorForOrder(t.db, {
      doctorId: '9000000001',
      orderId: 'order-x',
      orderAmountPaise: 99900,
      sharePercent: 70,
    });
    await creditDoctorForOrder(t.db, {
      doctorId: '9000000001',
      orderId: 'order-x',
      orderAmountPaise: 99900,
      sharePercent: 70,
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/9000000001/sum',
      headers: doctor,
    });
    expect(after.json().data).toBe(1820 + 699.3);

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/advices/9000000001?utr=any',
      headers: doctor,
    });
    expect(history.statusCode).toBe(200);
    const list = history.json().data;
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: expect.any(String),
      status: 'paid',
      payable_amount: 910,
      to_date_time: expect.any(String),
      payment_date_time: expect.any(String),
      utr: 'PHY000000000102',
      razorpay_id: expect.any(String),
    });
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/advices/9000000001?utr=PHY000000000101',
      headers: doctor,
    });
    expect(one.json().data).toHaveLength(1);
  });

  it('refuses other doctors and patients', async () => {
    const other = await loginAsDoctor(t.app, '9000000002');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/appointments/9000000001/sum', headers: other }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/advices/9000000001?utr=any', headers: patient }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/advices/9000000001?utr=any' })).statusCode).toBe(
      401,
    );
  });
});

describe('dev SMS outbox', () => {
  it('lists codes newest first with the console provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms?mobile=9876543210' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms?mobile=1' })).statusCode).toBe(400);
  });
});

describe('bad input never reaches a handler', () => {
  it('answers malformed JSON, wrong content types and oversized bodies with 4xx JSON', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    // Fastify reads text/plain as a string, which the body schema refuses.
    expect(text.statusCode).toBe(400);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@b.co', message: 'x'.repeat(200_000) },
    });
    expect(huge.statusCode).toBe(413);
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1},"name":"A","email":"a@b.co","message":"m"}',
    });
    expect(proto.statusCode).toBe(400);
  });
});
