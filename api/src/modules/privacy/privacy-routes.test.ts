import { eq, getTableColumns, like } from 'drizzle-orm';
import { birthYearFromAge, CSRF_HEADER, privacyTexts } from '@physio/shared-contracts';
import {
  appointments,
  channelConsents,
  clinicalNotes,
  dependants,
  dataRightsRequests,
  orders,
  otpCodes,
  outbox,
  patients,
  receipts,
  refreshTokens,
  refunds,
} from '../../platform/db/schema';
import {
  drainOutbox,
  latestOtp,
  loginAsDoctor,
  loginAsPatient,
  refreshCookie,
  type AuthHeaders,
} from '../../../test/helpers';
import { REFRESH_COOKIE } from '../identity/auth-plugin';
import { revocationCheck } from '../identity/revocations';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { pdfText } from '../../../test/pdf-text';
import { orderAs, pay } from '../../../test/scheduling-helpers';
import { DEMO_DOCTOR } from '../site/seed';
import { ERASED_NAME } from './erase';
import { PERSONAL_DATA } from './data-map';
import { HINDI_FIELD_KEYS, HINDI_SECTION_KEYS } from './export-texts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const texts = privacyTexts();
let next = 9340000001;
const fresh = () => String(next++);
const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: AuthHeaders, payload?: object) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

/** The real login: a code by SMS, then the code; answers the bearer headers and the refresh cookie's row count. */
async function otpLogin(mobile: string, name = 'Meera Iyer') {
  const asked = await call('POST', '/api/users/login', undefined, {
    name,
    email: `m${mobile}@example.com`,
    mobile,
  });
  expect(asked.statusCode).toBe(200);
  const otp = await latestOtp(t.app, mobile);
  const res = await call('POST', '/api/users/login/verify', undefined, { number: mobile, otp });
  expect(res.statusCode).toBe(200);
  return {
    headers: { authorization: `Bearer ${res.headers.authorization as string}` },
    body: res.json().data,
    refresh: refreshCookie(res)!,
  };
}

/** A paid first booking (its session not yet dated: still to come). */
async function paid(mobile = fresh()) {
  const placed = await orderAs(t.app, {}, mobile);
  expect(placed.statusCode).toBe(200);
  const providerOrderId = placed.body.data!.id;
  await pay(t.app, providerOrderId, placed.headers);
  const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return { ...placed, orderId: order!.id };
}

/** A paid first booking whose session has taken place (so nothing is still to come). */
async function paidAndTreated(mobile = fresh()) {
  const placed = await paid(mobile);
  await t.db
    .update(appointments)
    .set({ status: 'completed' })
    .where(eq(appointments.patientId, placed.patientId));
  return placed;
}

describe('consent per purpose', () => {
  it('a login that books records care and the SMS and e-mail reminders with the notice version; marketing stays off', async () => {
    const mobile = fresh();
    const { headers } = await otpLogin(mobile);
    const res = await call('GET', `/api/users/${mobile}/privacy/consents`, headers);
    expect(res.statusCode).toBe(200);
    const byPurpose = Object.fromEntries(res.json().data.map((c: { purpose: string }) => [c.purpose, c]));
    expect(byPurpose.care).toMatchObject({
      granted: true,
      source: 'booking',
      notice_version: expect.any(String),
    });
    expect(byPurpose.reminders_sms.granted).toBe(true);
    expect(byPurpose.reminders_email.granted).toBe(true);
    expect(byPurpose.reminders_whatsapp.granted).toBe(false);
    expect(byPurpose.marketing).toMatchObject({ granted: false, at: null });
  });

  it('withdrawing and giving again are each recorded with the time and notice version, and logged as requests', async () => {
    const mobile = fresh();
    const headers = await loginAsPatient(t.app, mobile);
    const off = await call('PUT', `/api/users/${mobile}/privacy/consents/reminders_sms`, headers, {
      granted: false,
    });
    expect(off.statusCode).toBe(200);
    await call('PUT', `/api/users/${mobile}/privacy/consents/marketing`, headers, { granted: true });
    const rows = await t.db.select().from(channelConsents).where(eq(channelConsents.patientId, mobile));
    expect(rows.map((r) => [r.channel, r.optedIn, r.source])).toEqual([
      ['sms', false, 'patient_area'],
      ['marketing', true, 'patient_area'],
    ]);
    expect(rows.every((r) => r.noticeVersion && r.at)).toBe(true);
    const requests = (await call('GET', `/api/users/${mobile}/privacy/requests`, headers)).json().data;
    expect(requests.map((r: { kind: string; outcome: string }) => `${r.kind}:${r.outcome}`)).toEqual([
      'consent:done',
      'consent:done',
    ]);
  });

  it('an unknown purpose is 400 UNKNOWN_PURPOSE and records nothing', async () => {
    const mobile = fresh();
    const headers = await loginAsPatient(t.app, mobile);
    const res = await call('PUT', `/api/users/${mobile}/privacy/consents/telepathy`, headers, {
      granted: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UNKNOWN_PURPOSE',
      message: expect.stringContaining('telepathy'),
    });
    expect(await t.db.select().from(channelConsents).where(eq(channelConsents.patientId, mobile))).toEqual(
      [],
    );
  });

  it('a patient acts only on their own account: another patient 403, a doctor 403, no token 401', async () => {
    const mine = fresh();
    const other = await loginAsPatient(t.app, fresh());
    await loginAsPatient(t.app, mine);
    const doctor = await loginAsDoctor(t.app);
    for (const headers of [other, doctor]) {
      expect((await call('GET', `/api/users/${mine}/privacy/export`, headers)).statusCode).toBe(403);
      expect(
        (await call('POST', `/api/users/${mine}/privacy/erase`, headers, { confirm: 'ERASE' })).statusCode,
      ).toBe(403);
      expect((await call('GET', `/api/users/${mine}/privacy/export.pdf`, headers)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/users/${mine}/privacy/export.pdf`)).statusCode).toBe(401);
    expect(await t.db.select().from(patients).where(eq(patients.id, mine))).toHaveLength(1);
  });

  it('booking with the care consent withdrawn is refused (403 CARE_CONSENT_WITHDRAWN)', async () => {
    const mobile = fresh();
    const headers = await loginAsPatient(t.app, mobile);
    await call('PUT', `/api/users/${mobile}/privacy/consents/care`, headers, { granted: false });
    const placed = await orderAs(t.app, {}, mobile);
    expect(placed.statusCode).toBe(403);
    expect(placed.body.code).toBe('CARE_CONSENT_WITHDRAWN');
  });
});

describe('reminders respect a withdrawn channel consent', () => {
  it('an SMS reminder on a withdrawn channel is closed unsent with the reason; the e-mail one still goes', async () => {
    const placed = await paidAndTreated();
    const mobile = placed.patientId;
    await call('PUT', `/api/users/${mobile}/privacy/consents/reminders_sms`, placed.headers, {
      granted: false,
    });
    const [a] = await t.db.select().from(appointments).where(eq(appointments.patientId, mobile));
    const reminder = { mode: 'online', doctorName: 'Dr. Asha Rao', day: 'Mon', time: '10:00 AM' };
    await t.db.insert(outbox).values([
      {
        kind: 'session.reminder',
        channel: 'sms',
        key: `t-sms-${mobile}`,
        payload: { mobile, reminder, appointmentId: a!.id },
      },
      {
        kind: 'session.reminder',
        channel: 'email',
        key: `t-mail-${mobile}`,
        payload: { appointmentId: a!.id },
      },
    ]);
    await drainOutbox(t.app);
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, `t-sms-${mobile}`));
    expect(row!.sentAt).toBeNull();
    expect(row!.failedAt).not.toBeNull();
    expect(row!.lastError).toContain('withdrew consent to reminders by sms');
    const sms = (await call('GET', `/api/dev/sms?mobile=${mobile}`)).json().data as { message?: string }[];
    expect(sms.some((m) => JSON.stringify(m).includes('reminder'))).toBe(false);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, `t-mail-${mobile}`));
    expect(mail!.lastError).toBeNull();

    // Withdrawn by e-mail too: that one is closed unsent in its turn.
    await call('PUT', `/api/users/${mobile}/privacy/consents/reminders_email`, placed.headers, {
      granted: false,
    });
    await t.db.insert(outbox).values({
      kind: 'session.reminder',
      channel: 'email',
      key: `t-mail2-${mobile}`,
      payload: { appointmentId: a!.id },
    });
    await drainOutbox(t.app);
    const [mail2] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.key, `t-mail2-${mobile}`));
    expect(mail2!.sentAt).toBeNull();
    expect(mail2!.lastError).toContain('withdrew consent to reminders by email');
  });
});

describe('download', () => {
  it('the JSON holds profile, bookings, payments, receipts and the log; the PDF reads the same; both are logged', async () => {
    const placed = await paidAndTreated();
    const mobile = placed.patientId;
    const father = { name: 'Ramesh Sharma', relation: 'parent', age: 74 };
    expect((await call('POST', '/api/family/dependants', placed.headers, father)).statusCode).toBe(201);
    const res = await call('GET', `/api/users/${mobile}/privacy/export`, placed.headers);
    expect(res.statusCode).toBe(200);
    const sections = Object.fromEntries(
      res.json().data.sections.map((s: { key: string; rows: unknown[] }) => [s.key, s.rows]),
    );
    expect(sections.profile).toEqual([expect.objectContaining({ id: mobile })]);
    expect(sections.bookings).toHaveLength(1);
    expect(sections.payments).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(sections.receipts).toHaveLength(1);
    // The family member as stored: the age given kept as the birth year it means (issue 28).
    expect(sections.family).toEqual([
      expect.objectContaining({
        name: father.name,
        relation: father.relation,
        birthYear: birthYearFromAge(74),
      }),
    ]);
    expect(sections.otp_codes).toBeUndefined();

    const pdf = await call('GET', `/api/users/${mobile}/privacy/export.pdf`, placed.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).lines.join('\n');
    expect(text).toContain(texts.pdf.title);
    expect(text).toContain('Payments');
    expect(text).toContain(mobile);
    const requests = (await call('GET', `/api/users/${mobile}/privacy/requests`, placed.headers)).json().data;
    expect(requests.filter((r: { kind: string }) => r.kind === 'download')).toHaveLength(2);
  });

  it('the PDF is in the language of the page it is downloaded from, else of the account (issue 30)', async () => {
    const placed = await paidAndTreated();
    const mobile = placed.patientId;
    const url = `/api/users/${mobile}/privacy/export.pdf`;
    const linesOf = async (headers: Record<string, string>) =>
      (await pdfText((await call('GET', url, headers as AuthHeaders)).rawPayload)).lines;
    /** Letters of a line, spaces aside (a reader gives a ि where it is drawn; receipt-routes.test.ts). */
    const letters = (line: string) => [...line.replace(/\s/g, '')].sort().join('');
    const hindi = await linesOf({ ...placed.headers, cookie: 'physio_lang=hi' });
    expect(hindi.map(letters)).toEqual(
      expect.arrayContaining(['PhysioCare पर आपका डेटा', 'भुगतान', 'रसीदें', 'बुकिंग'].map(letters)),
    );
    // Every label in Hindi ("Amount paise:" and the like nowhere); values as the JSON holds them.
    expect(hindi.map(letters)).toContain(letters(`मोबाइल: ${mobile}`));
    expect(hindi.map(letters)).toContain(letters('राशि (पैसे): 49900'));
    expect(hindi.filter((l) => /^[A-Z][a-z]+(?: [a-z]+)*:/.test(l))).toEqual([]);
    expect(hindi).not.toContain('Payments');
    expect(hindi.join('\n')).toContain(mobile);
    // No cookie: the account's language, English until the patient picks Hindi.
    expect(await linesOf(placed.headers)).toContain('Payments');
    await t.db.update(patients).set({ language: 'hi' }).where(eq(patients.id, mobile));
    expect((await linesOf(placed.headers)).map(letters)).toContain(letters('भुगतान'));
    expect(await linesOf({ ...placed.headers, cookie: 'physio_lang=en' })).toContain('Payments');
  });

  it('every section of the data map has its Hindi title', () => {
    expect(PERSONAL_DATA.map((d) => d.key).sort()).toEqual([...HINDI_SECTION_KEYS].sort());
  });

  it('every field the PDF prints has its Hindi label (the JSON keeps its English keys: a machine format)', () => {
    // A section's rows are its table's columns (receipts and refunds too, through the orders); the shared notes'
    // view (data-map.ts sharedNotes) adds `summary`, the patient's part of the note.
    const printed = PERSONAL_DATA.filter((d) => d.exported !== false).flatMap((d) =>
      Object.keys(getTableColumns(d.table as Parameters<typeof getTableColumns>[0])),
    );
    const missing = [...new Set([...printed, 'summary'])].filter((k) => !HINDI_FIELD_KEYS.includes(k));
    expect(missing).toEqual([]);
  });
});

describe('correct', () => {
  it('corrects the name and e-mail and logs it; a malformed e-mail or an empty name is 400 and changes nothing', async () => {
    const mobile = fresh();
    const headers = await loginAsPatient(t.app, mobile, { name: 'Meera Iyr' });
    const bad = await call('PUT', `/api/users/${mobile}/privacy/details`, headers, {
      name: 'Meera',
      email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    const empty = await call('PUT', `/api/users/${mobile}/privacy/details`, headers, {
      name: '',
      email: 'm@example.com',
    });
    expect(empty.statusCode).toBe(400);
    expect((await t.db.select().from(patients).where(eq(patients.id, mobile)))[0]!.name).toBe('Meera Iyr');
    const ok = await call('PUT', `/api/users/${mobile}/privacy/details`, headers, {
      name: 'Meera Iyer',
      email: 'meera@example.com',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ name: 'Meera Iyer', email: 'meera@example.com' });
    const [log] = (await call('GET', `/api/users/${mobile}/privacy/requests`, headers)).json().data;
    expect(log).toMatchObject({ kind: 'correct', outcome: 'done', detail: 'Corrected: name and e-mail.' });
  });
});

describe('erase', () => {
  it('without the typed word: 400 ERASE_NOT_CONFIRMED, nothing erased, the refusal logged', async () => {
    const mobile = fresh();
    const headers = await loginAsPatient(t.app, mobile);
    const res = await call('POST', `/api/users/${mobile}/privacy/erase`, headers, { confirm: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ERASE_NOT_CONFIRMED');
    expect(await t.db.select().from(patients).where(eq(patients.id, mobile))).toHaveLength(1);
    const [log] = (await call('GET', `/api/users/${mobile}/privacy/requests`, headers)).json().data;
    expect(log).toMatchObject({ kind: 'erase', outcome: 'refused' });
  });

  it('with a session still to come: 409 ERASE_BLOCKED and nothing erased', async () => {
    const placed = await paid();
    const res = await call('POST', `/api/users/${placed.patientId}/privacy/erase`, placed.headers, {
      confirm: 'ERASE',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ERASE_BLOCKED');
    expect(await t.db.select().from(patients).where(eq(patients.id, placed.patientId))).toHaveLength(1);
  });

  it('keeps the payment and receipt locked under a tombstone, erases the rest, revokes sessions and codes; a new login starts empty', async () => {
    const mobile = fresh();
    const first = await otpLogin(mobile, 'Kavya Menon');
    const { orderId } = await paidAndTreated(mobile);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    await call('PUT', `/api/users/${mobile}/privacy/consents/marketing`, first.headers, { granted: true });
    const father = (
      await call('POST', '/api/family/dependants', first.headers, {
        name: 'Ramesh Menon',
        relation: 'parent',
        age: 70,
      })
    ).json().data;
    // A signed note: kept as a treatment record, re-keyed past its freeze (migration 0027), its words untouched.
    const [note] = await t.db
      .insert(clinicalNotes)
      .values({
        patientId: mobile,
        doctorId: DEMO_DOCTOR.id,
        assessment: 'Patellofemoral pain',
        status: 'signed',
        signedAt: new Date(),
      })
      .returning();
    // A refund the patient asked for (it failed at the provider): kept with the payment, its asker no longer the number.
    const [refund] = await t.db
      .insert(refunds)
      .values({ orderId, credits: 1, amountPaise: 49900, status: 'failed', requestedBy: mobile })
      .returning();

    const res = await call('POST', `/api/users/${mobile}/privacy/erase`, first.headers, { confirm: 'ERASE' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kept).toEqual(
      expect.arrayContaining(['payments', 'bookings', 'notes', 'receipts']),
    );
    expect(res.json().data.erased).toEqual(
      expect.arrayContaining(['profile', 'consents', 'otp_codes', 'sessions']),
    );

    // Kept: the payment and its receipt, now under a tombstone no login reaches, with the money facts intact.
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept!.patientId).toMatch(/^erased-[0-9a-f]{32}$/);
    expect(kept!.status).toBe('paid');
    expect(await t.db.select().from(receipts).where(eq(receipts.orderId, order!.id))).toHaveLength(1);
    const [keptRefund] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(keptRefund).toMatchObject({ orderId, amountPaise: 49900, requestedBy: kept!.patientId });
    const [keptNote] = await t.db.select().from(clinicalNotes).where(eq(clinicalNotes.id, note!.id));
    expect(keptNote).toMatchObject({
      patientId: kept!.patientId,
      status: 'signed',
      assessment: 'Patellofemoral pain',
      signedAt: note!.signedAt,
    });
    // Still frozen under the stand-in: neither its words nor its patient change again.
    await expect(
      t.db.update(clinicalNotes).set({ assessment: 'Edited' }).where(eq(clinicalNotes.id, note!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(clinicalNotes).set({ patientId: mobile }).where(eq(clinicalNotes.id, note!.id)),
    ).rejects.toThrow();
    // The family member booked for moves with the treatment records, off the number.
    const [keptFather] = await t.db.select().from(dependants).where(eq(dependants.id, father.id));
    expect(keptFather!.patientId).toBe(kept!.patientId);
    const [tomb] = await t.db.select().from(patients).where(eq(patients.id, kept!.patientId));
    expect(tomb).toMatchObject({ name: ERASED_NAME, email: '' });
    const history = await t.db
      .select()
      .from(dataRightsRequests)
      .where(eq(dataRightsRequests.patientId, kept!.patientId));
    expect(history.map((r) => `${r.kind}:${r.outcome}`).sort()).toEqual(['consent:done', 'erase:done']);
    // Erased: profile, consents, codes, sessions.
    expect(await t.db.select().from(patients).where(eq(patients.id, mobile))).toEqual([]);
    expect(await t.db.select().from(channelConsents).where(eq(channelConsents.patientId, mobile))).toEqual(
      [],
    );
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile))).toEqual([]);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.subject, mobile))).toEqual([]);

    // A new login with the same number: an empty account, nothing of the erased one readable.
    const again = await otpLogin(mobile, 'Kavya M');
    expect(again.body).toMatchObject({ id: mobile, name: 'Kavya M', new_user: true });
    const data = (await call('GET', `/api/users/${mobile}/privacy/export`, again.headers)).json().data;
    const sections = Object.fromEntries(
      data.sections.map((s: { key: string; rows: unknown[] }) => [s.key, s.rows]),
    );
    expect(sections.payments).toEqual([]);
    expect(sections.bookings).toEqual([]);
    expect(sections.receipts).toEqual([]);
    expect(sections.family).toEqual([]);
    const orderList = await call('GET', `/api/orders?patient_id=${mobile}`, again.headers);
    expect(JSON.stringify(orderList.json())).not.toContain(order!.id);
    const requests = (await call('GET', `/api/users/${mobile}/privacy/requests`, again.headers)).json().data;
    expect(requests.filter((r: { kind: string }) => r.kind !== 'download')).toEqual([]);
    // The tombstone is no id any route takes.
    expect(
      (await call('GET', `/api/users/${kept!.patientId}/privacy/export`, again.headers)).statusCode,
    ).toBe(400);
    expect(await t.db.select().from(patients).where(like(patients.id, 'erased-%'))).not.toHaveLength(0);
  });

  it('refuses every access token minted before the erase (401, nothing changed), on another server too; a new login and its refresh work', async () => {
    const mobile = fresh();
    const old = await otpLogin(mobile, 'Rohan Das');
    // Another API instance over the same database, its copy of the revocations read before the erase.
    let otherClock = Date.now();
    const other = revocationCheck(t.db, { now: () => otherClock });
    const oldClaims = { sub: mobile, role: 'patient' as const };
    expect(await other.refuses(oldClaims)).toBe(false);

    const erased = await call('POST', `/api/users/${mobile}/privacy/erase`, old.headers, {
      confirm: 'ERASE',
    });
    expect(erased.statusCode).toBe(200);

    const refused = async (method: 'GET' | 'PUT', url: string, payload?: object) => {
      const res = await call(method, url, old.headers, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN', message: expect.any(String) });
    };
    await refused('GET', `/api/users/${mobile}`);
    await refused('PUT', `/api/users/${mobile}`, { name: 'Taken Over', email: 'x@example.com' });
    await refused('PUT', `/api/users/${mobile}/privacy/consents/marketing`, { granted: true });
    expect(await t.db.select().from(patients).where(eq(patients.id, mobile))).toEqual([]);
    expect(await t.db.select().from(channelConsents).where(eq(channelConsents.patientId, mobile))).toEqual(
      [],
    );
    // The other server refuses it once its copy is older than its freshness bound.
    otherClock += 2_000;
    expect(await other.refuses(oldClaims)).toBe(true);

    // A new login with the number: its token is valid, its account empty, and the old token still refused.
    const again = await otpLogin(mobile, 'Rohan D');
    const profile = await call('GET', `/api/users/${mobile}`, again.headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ name: 'Rohan D', new_user: true });
    await refused('PUT', `/api/users/${mobile}/privacy/consents/marketing`, { granted: true });
    const given = await t.db.select().from(channelConsents).where(eq(channelConsents.patientId, mobile));
    expect(given.filter((c) => c.channel === 'marketing')).toEqual([]);
    await refused('PUT', `/api/users/${mobile}`, { name: 'Taken Over', email: 'x@example.com' });
    const [row] = await t.db.select().from(patients).where(eq(patients.id, mobile));
    expect(row!.name).toBe('Rohan D');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
      cookies: { [REFRESH_COOKIE]: again.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = { authorization: `Bearer ${refreshed.json().data as string}` };
    expect((await call('GET', `/api/users/${mobile}`, renewed)).statusCode).toBe(200);
    expect(await other.refuses({ ...oldClaims, rv: undefined })).toBe(true);
  });
});
