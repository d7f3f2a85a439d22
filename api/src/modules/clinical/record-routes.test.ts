import { eq, sql } from 'drizzle-orm';
import {
  CLINICAL_LIMITS,
  CLINICAL_MESSAGES,
  CONSENTS,
  type Endpoint,
  endpoints,
  NOTE_TEMPLATE,
  pathWith,
  RED_FLAG_QUESTIONS,
  type IntakeRequest,
} from '@physio/shared-contracts';
import { clinicalAccessLog, clinicalIntakes, clinicalNotes, patients } from '../../platform/db/schema';
import { loginAsDoctor, loginAsPatient, type AuthHeaders } from '../../../test/helpers';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay, slotAt, testCalendar } from '../../../test/scheduling-helpers';
import { DEMO_DOCTOR } from '../site/seed';

const days = testCalendar();
let t: PaymentsTestApp;
let asha: AuthHeaders;
let rahul: AuthHeaders;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  asha = await loginAsDoctor(t.app, DEMO_DOCTOR.id);
  rahul = await loginAsDoctor(t.app, '9000000002');
});
afterAll(() => t.close());

const noFlags = Object.fromEntries(
  RED_FLAG_QUESTIONS.map((q) => [q.key, false]),
) as IntakeRequest['red_flags'];
const intakeBody = (overrides: Partial<IntakeRequest> = {}): IntakeRequest => ({
  problem: 'Lower back pain when I bend',
  since: 'About three weeks',
  pain: 6,
  red_flags: noFlags,
  medications: 'Paracetamol as needed',
  conditions: 'None',
  goals: 'Pick up my daughter without pain',
  consent: { treatment: CONSENTS.treatment.version },
  ...overrides,
});

let nextPatient = 9330000001;
/** A patient under Dr. Asha's care (their assigned doctor), with their headers. */
async function patientOfAsha(): Promise<{ id: string; headers: AuthHeaders }> {
  const id = String(nextPatient++);
  const headers = await loginAsPatient(t.app, id, { name: `Patient ${id.slice(-3)}` });
  await t.db.update(patients).set({ doctorId: DEMO_DOCTOR.id }).where(eq(patients.id, id));
  return { id, headers };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: AuthHeaders, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const logOf = async (patientId: string) =>
  t.db.select().from(clinicalAccessLog).where(eq(clinicalAccessLog.patientId, patientId));

describe('intake and consent', () => {
  it('stores the answers with the consent version and time; a red flag flags it for the doctor, who sees it', async () => {
    const p = await patientOfAsha();
    const before = Date.now();
    const res = await call(
      'POST',
      `/api/users/${p.id}/intake`,
      p.headers,
      intakeBody({ red_flags: { ...noFlags, saddle_numbness: true, night_pain: true } }),
    );
    expect(res.statusCode).toBe(201);
    const intake = res.json().data;
    expect(intake).toMatchObject({
      problem: 'Lower back pain when I bend',
      pain: 6,
      flagged: true,
      red_flags: ['night_pain', 'saddle_numbness'],
      consent: { treatment: { version: CONSENTS.treatment.version }, teleconsultation: null },
    });
    expect(Date.parse(intake.consent.treatment.at)).toBeGreaterThanOrEqual(before - 1000);

    const seen = await call('GET', `/api/users/${p.id}/intake`, asha);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.intake).toMatchObject({ id: intake.id, flagged: true, goals: intake.goals });

    const clean = await call('POST', `/api/users/${p.id}/intake`, p.headers, intakeBody());
    expect(clean.json().data).toMatchObject({ flagged: false, red_flags: [] });
    // The newest intake is the one shown.
    expect((await call('GET', `/api/users/${p.id}/intake`, p.headers)).json().data.intake.id).toBe(
      clean.json().data.id,
    );
  });

  it('asks a patient with an online session for teleconsultation consent, and stores it', async () => {
    const o = await orderAs(t.app, {
      booking: { mode: 'online' },
      slot: { start: slotAt(days.day(), '09:00'), doctor_id: DEMO_DOCTOR.publicId },
    });
    expect(o.statusCode).toBe(200);
    await pay(t.app, o.body.data!.id, o.headers);
    const status = await call('GET', `/api/users/${o.patientId}/intake`, o.headers);
    expect(status.json().data).toEqual({ intake: null, needs_teleconsultation: true });

    const refused = await call('POST', `/api/users/${o.patientId}/intake`, o.headers, intakeBody());
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { message: CLINICAL_MESSAGES.teleconsultationConsent, code: 'CONSENT_REQUIRED' },
    ]);
    expect(
      await t.db.select().from(clinicalIntakes).where(eq(clinicalIntakes.patientId, o.patientId)),
    ).toEqual([]);

    const consent = {
      treatment: CONSENTS.treatment.version,
      teleconsultation: CONSENTS.teleconsultation.version,
    };
    const ok = await call('POST', `/api/users/${o.patientId}/intake`, o.headers, intakeBody({ consent }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.consent.teleconsultation.version).toBe(CONSENTS.teleconsultation.version);
    // The doctor of the booking sees it before the session.
    expect((await call('GET', `/api/users/${o.patientId}/intake`, asha)).json().data.intake.id).toBe(
      ok.json().data.id,
    );
  });

  it.each([
    ['11', 11],
    ['-1', -1],
    ['2.5', 2.5],
    ['a string', '7'],
  ])('refuses a pain of %s with the message, storing nothing', async (_label, pain) => {
    const p = await patientOfAsha();
    const res = await call('POST', `/api/users/${p.id}/intake`, p.headers, { ...intakeBody(), pain });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: CLINICAL_MESSAGES.pain });
    expect(await t.db.select().from(clinicalIntakes).where(eq(clinicalIntakes.patientId, p.id))).toEqual([]);
  });

  it('refuses a missing treatment consent, an old consent version and an unanswered red-flag question', async () => {
    const p = await patientOfAsha();
    const cases = [
      { ...intakeBody(), consent: {} },
      { ...intakeBody(), consent: { treatment: 'treatment-2020-01' } },
      { ...intakeBody(), red_flags: { ...noFlags, fever: undefined } },
    ];
    const answers = await Promise.all(
      cases.map((c) => call('POST', `/api/users/${p.id}/intake`, p.headers, c)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]!.json().message).toBe(CLINICAL_MESSAGES.treatmentConsent);
    expect(answers[2]!.json().message).toBe(CLINICAL_MESSAGES.redFlag);
    expect(await t.db.select().from(clinicalIntakes).where(eq(clinicalIntakes.patientId, p.id))).toEqual([]);
  });

  it('strips control characters from the text and refuses text over its limit', async () => {
    const p = await patientOfAsha();
    const res = await call(
      'POST',
      `/api/users/${p.id}/intake`,
      p.headers,
      intakeBody({ problem: 'Knee\u0007 pain\u001b[31m', goals: 'Walk\r\nto work\u0008 again' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ problem: 'Knee  pain [31m', goals: 'Walk\nto work again' });
    const long = await call(
      'POST',
      `/api/users/${p.id}/intake`,
      p.headers,
      intakeBody({ medications: 'x'.repeat(CLINICAL_LIMITS.text + 1) }),
    );
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      `At most ${CLINICAL_LIMITS.text} characters`,
    ]);
  });

  it('is filled by the patient only: their doctor reads it but cannot write it', async () => {
    const p = await patientOfAsha();
    const res = await call('POST', `/api/users/${p.id}/intake`, asha, intakeBody());
    expect([res.statusCode, res.json().code]).toEqual([403, 'FORBIDDEN']);
    const other = await loginAsPatient(t.app, '9330009999');
    expect((await call('POST', `/api/users/${p.id}/intake`, other, intakeBody())).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${p.id}/intake`, other)).statusCode).toBe(403);
  });
});

describe('session notes', () => {
  it('drafts from the template, saves, signs; a signed note is never edited, amendments come after it', async () => {
    const p = await patientOfAsha();
    const drafted = await call('POST', `/api/users/${p.id}/notes`, asha, { ...NOTE_TEMPLATE });
    expect(drafted.statusCode).toBe(201);
    const note = drafted.json().data;
    expect(note).toMatchObject({ status: 'draft', mine: true, subjective: NOTE_TEMPLATE.subjective.trim() });
    const url = `/api/users/${p.id}/notes/${note.id}`;
    const body = {
      subjective: 'Back pain 6/10, worse sitting.',
      objective: 'Flexion limited to mid-shin.',
      assessment: 'Mechanical low back pain, no red flags.',
      plan: 'Walk 20 min daily; cat-camel 2×10.',
      patient_summary: 'Your back is stiff but healthy. Keep walking.',
      share_plan: true,
    };
    const saved = await call('PUT', url, asha, body);
    expect([saved.statusCode, saved.json().data.assessment]).toEqual([200, body.assessment]);
    const signed = await call('POST', `${url}/sign`, asha);
    expect(signed.json().data).toMatchObject({ status: 'signed', signed_at: expect.any(String) });

    const edit = await call('PUT', url, asha, { ...body, assessment: 'Something else' });
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'NOTE_SIGNED']);
    expect((await call('POST', `${url}/sign`, asha)).statusCode).toBe(409);
    // Not even a direct write changes it: the database refuses.
    await expect(
      t.db
        .update(clinicalNotes)
        .set({ assessment: 'Changed behind the API' })
        .where(eq(clinicalNotes.id, note.id)),
    ).rejects.toThrow();
    const [row] = await t.db.select().from(clinicalNotes).where(eq(clinicalNotes.id, note.id));
    expect(row!.assessment).toBe(body.assessment);

    const amended = await call('POST', `${url}/amendments`, asha, {
      text: 'Also: tight hamstrings both sides.',
    });
    expect(amended.statusCode).toBe(201);
    expect(amended.json().data).toMatchObject({
      assessment: body.assessment,
      amendments: [{ text: 'Also: tight hamstrings both sides.', doctor_name: expect.any(String) }],
    });
    await expect(t.db.execute(sql`update clinical_note_amendments set text = 'x'`)).rejects.toThrow();

    const listed = (await call('GET', `/api/users/${p.id}/notes`, asha)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0].amendments).toHaveLength(1);
  });

  it('shows the patient the summary, and the plan only when the doctor shares it', async () => {
    const p = await patientOfAsha();
    const write = async (share: boolean, summary: string) => {
      const n = (
        await call('POST', `/api/users/${p.id}/notes`, asha, {
          plan: `Plan ${summary}`,
          patient_summary: summary,
          share_plan: share,
        })
      ).json().data;
      await call('POST', `/api/users/${p.id}/notes/${n.id}/sign`, asha);
      return n.id as string;
    };
    await write(false, 'First visit');
    await write(true, 'Second visit');
    await call('POST', `/api/users/${p.id}/notes`, asha, { plan: 'Unsigned', patient_summary: 'Draft' });
    const res = await call('GET', `/api/users/${p.id}/note-summaries`, p.headers);
    const summaries = res
      .json()
      .data.map((s: { summary: string; plan: string | null }) => [s.summary, s.plan]);
    expect(summaries).toEqual(
      expect.arrayContaining([
        ['First visit', null],
        ['Second visit', 'Plan Second visit'],
      ]),
    );
    expect(summaries).toHaveLength(2);
    // The full notes are the doctors'.
    expect((await call('GET', `/api/users/${p.id}/notes`, p.headers)).statusCode).toBe(403);
  });

  it('keeps a draft to its author, refuses signing an empty note and amending a draft', async () => {
    const p = await patientOfAsha();
    const rahulId = '9000000002';
    await t.db.execute(sql`select patient_care_add(${rahulId}, ${p.id})`);
    const empty = (await call('POST', `/api/users/${p.id}/notes`, asha, {})).json().data;
    const url = `/api/users/${p.id}/notes/${empty.id}`;
    expect((await call('POST', `${url}/sign`, asha)).json()).toEqual({
      message: CLINICAL_MESSAGES.noteEmpty,
      code: 'NOTE_EMPTY',
    });
    expect((await call('POST', `${url}/amendments`, asha, { text: 'x' })).json().code).toBe(
      'NOTE_NOT_SIGNED',
    );
    // Dr. Rahul also cares for the patient, but Dr. Asha's draft is hers until signed.
    expect((await call('GET', `/api/users/${p.id}/notes`, rahul)).json().data).toEqual([]);
    expect((await call('PUT', url, rahul, { plan: 'mine now' })).json().code).toBe('NOTE_NOT_FOUND');
    expect((await call('POST', `${url}/sign`, rahul)).json().code).toBe('NOTE_NOT_FOUND');
    const signed = (await call('PUT', url, asha, { plan: 'Rest' })).json().data;
    await call('POST', `${url}/sign`, asha);
    expect((await call('GET', `/api/users/${p.id}/notes`, rahul)).json().data[0]).toMatchObject({
      id: signed.id,
      mine: false,
    });
    // A signed note takes amendments from any doctor caring for the patient, never edits.
    expect((await call('PUT', url, rahul, { plan: 'x' })).json().code).toBe('NOTE_SIGNED');
    expect((await call('POST', `${url}/amendments`, rahul, { text: 'Seen on cover' })).statusCode).toBe(201);
    const unknownSession = await call('POST', `/api/users/${p.id}/notes`, asha, {
      appointment_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownSession.json().code).toBe('APPOINTMENT_NOT_FOUND');
  });
});

describe('the access log', () => {
  it('records every read and write (who, when, what) and shows the patient their own log', async () => {
    const p = await patientOfAsha();
    await call('POST', `/api/users/${p.id}/intake`, p.headers, intakeBody());
    await call('GET', `/api/users/${p.id}/intake`, asha);
    const n = (await call('POST', `/api/users/${p.id}/notes`, asha, { plan: 'Walk' })).json().data;
    await call('POST', `/api/users/${p.id}/notes/${n.id}/sign`, asha);
    await call('GET', `/api/users/${p.id}/notes`, asha);
    await call('GET', `/api/users/${p.id}/note-summaries`, p.headers);

    const res = await call('GET', `/api/users/${p.id}/access-log`, p.headers);
    expect(res.statusCode).toBe(200);
    const log = res.json().data as {
      actor_role: string;
      actor_name: string;
      action: string;
      record: string;
    }[];
    expect(log.map((e) => [e.actor_role, e.action, e.record])).toEqual([
      ['patient', 'read', 'notes'],
      ['doctor', 'read', 'notes'],
      ['doctor', 'write', 'note'],
      ['doctor', 'write', 'note'],
      ['doctor', 'read', 'intake'],
      ['patient', 'write', 'intake'],
    ]);
    expect(log[1]!.actor_name).toBe(DEMO_DOCTOR.name);
    expect(log[0]!.actor_name).toBe(`Patient ${p.id.slice(-3)}`);
    // Only the patient reads it; reading it is not itself clinical data, so it adds no line.
    expect((await call('GET', `/api/users/${p.id}/access-log`, asha)).json().code).toBe('FORBIDDEN');
    expect(await logOf(p.id)).toHaveLength(6);
  });
});

describe('a doctor without a care relationship', () => {
  it('gets 403 NOT_YOUR_PATIENT on every clinical route of the endpoint table, before the body is read', async () => {
    const p = await patientOfAsha();
    await call('POST', `/api/users/${p.id}/intake`, p.headers, intakeBody());
    const n = (await call('POST', `/api/users/${p.id}/notes`, asha, { plan: 'Walk' })).json().data;
    const entries: [string, Endpoint][] = Object.entries(endpoints.clinical);
    expect(entries.length).toBeGreaterThanOrEqual(9);
    const logBefore = (await logOf(p.id)).length;
    for (const [name, e] of entries) {
      expect([name, e.auth]).toEqual([name, { patientSelfOrCaringDoctor: 'id' }]);
      const url = pathWith(e.path, { id: p.id, noteId: n.id });
      for (const payload of e.body ? [{}, { text: 'x', problem: 'y' }] : [undefined]) {
        const res = await call(e.method as 'GET' | 'POST' | 'PUT', url, rahul, payload);
        expect([name, res.statusCode, res.json().code]).toEqual([name, 403, 'NOT_YOUR_PATIENT']);
        expect(res.body).not.toContain('Walk');
      }
    }
    // Nothing was read or written for him.
    expect(await logOf(p.id)).toHaveLength(logBefore);
  });
});
