import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  CONSENTS,
  type Endpoint,
  endpoints,
  OUTCOME_MESSAGES,
  outcomeReportPdfPath,
  pathWith,
  RED_FLAG_QUESTIONS,
  type IntakeRequest,
} from '@physio/shared-contracts';
import { buildApp } from '../../app';
import { loggerOptions } from '../../platform/logging';
import { clinicalAccessLog, outcomeScores, patients } from '../../platform/db/schema';
import {
  createTestDatabase,
  loginAsDoctor,
  loginAsPatient,
  testConfig,
  type AuthHeaders,
} from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { DEMO_DOCTOR, seedDemo } from '../site/seed';
import type { FastifyInstance } from 'fastify';
import { pdfSpans } from '../../../test/pdf-spans';

// One app whose logger writes into `logLines`: the record's text must never reach it (issue 29, point 6).
const logLines: string[] = [];
let app: FastifyInstance;
let asha: AuthHeaders;
let rahul: AuthHeaders;
beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    config: testConfig(),
    database,
    logger: loggerOptions(
      'info',
      new Writable({
        write(chunk: Buffer, _enc, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    ),
    closeDatabase: true,
    checkResponses: true,
  });
  await app.ready();
  asha = await loginAsDoctor(app, DEMO_DOCTOR.id);
  rahul = await loginAsDoctor(app, '9000000002');
});
afterAll(() => app.close());

let nextPatient = 9340000001;
async function patientOfAsha(): Promise<{ id: string; headers: AuthHeaders }> {
  const id = String(nextPatient++);
  const headers = await loginAsPatient(app, id, { name: `Patient ${id.slice(-3)}` });
  await app.db.update(patients).set({ doctorId: DEMO_DOCTOR.id }).where(eq(patients.id, id));
  return { id, headers };
}
const call = (method: string, url: string, headers: AuthHeaders, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const scoresOf = (patientId: string) =>
  app.db.select().from(outcomeScores).where(eq(outcomeScores.patientId, patientId));
const logOf = (patientId: string) =>
  app.db.select().from(clinicalAccessLog).where(eq(clinicalAccessLog.patientId, patientId));

const noFlags = Object.fromEntries(
  RED_FLAG_QUESTIONS.map((q) => [q.key, false]),
) as IntakeRequest['red_flags'];
const intake: IntakeRequest = {
  problem: 'Knee pain on stairs',
  since: 'Two months',
  pain: 5,
  red_flags: noFlags,
  consent: { treatment: CONSENTS.treatment.version },
};
const psfs = (...ratings: number[]) => ({
  activities: ratings.map((rating, i) => ({ activity: `Climb stairs ${i + 1}`, rating })),
});

describe('outcome scores', () => {
  it('scores the PSFS on the server (the mean), is due at intake and not again until N sessions', async () => {
    const p = await patientOfAsha();
    const url = `/api/users/${p.id}/outcomes`;
    const before = (await call('GET', url, p.headers)).json().data;
    expect(before).toEqual({
      scores: [],
      due: expect.objectContaining({ due: false, reason: null }),
    });
    await call('POST', `/api/users/${p.id}/intake`, p.headers, intake);
    expect((await call('GET', url, p.headers)).json().data.due).toMatchObject({
      due: true,
      reason: 'intake',
    });

    // A score the browser sends is ignored: the API computes it from the ratings.
    const res = await call('POST', `${url}/psfs`, p.headers, { ...psfs(3, 5, 4), score: 10 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ instrument: 'psfs', score: 4, recorded_by: 'patient' });
    const byDoctor = await call('POST', `${url}/psfs`, asha, psfs(1, 2, 2));
    expect(byDoctor.json().data).toMatchObject({ score: 1.67, recorded_by: 'doctor' });
    const pain = await call('POST', `${url}/pain`, asha, { pain: 7 });
    expect(pain.json().data).toMatchObject({ instrument: 'pain', score: 7, activities: [] });

    const after = (await call('GET', url, p.headers)).json().data;
    expect(after.scores.map((s: { score: number }) => s.score)).toEqual([4, 1.67, 7]);
    expect(after.due).toMatchObject({ due: false, sessions_since_last: 0 });
  });

  it.each([
    ['a rating above 10', psfs(3, 5, 11), OUTCOME_MESSAGES.rating],
    ['a negative rating', psfs(3, -1, 4), OUTCOME_MESSAGES.rating],
    ['a half rating', psfs(3, 4.5, 4), OUTCOME_MESSAGES.rating],
    ['two activities', psfs(3, 5), OUTCOME_MESSAGES.activities],
    ['six activities', psfs(1, 2, 3, 4, 5, 6), OUTCOME_MESSAGES.activities],
    [
      'an activity too long',
      { activities: [{ activity: 'x'.repeat(121), rating: 2 }, ...psfs(3, 4).activities] },
      'At most 120 characters',
    ],
    [
      'an empty activity',
      { activities: [{ activity: ' \u0007 ', rating: 2 }, ...psfs(3, 4).activities] },
      OUTCOME_MESSAGES.activity,
    ],
  ])('refuses %s with 400 and its message, storing nothing', async (_what, body, message) => {
    const p = await patientOfAsha();
    const res = await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await scoresOf(p.id)).toHaveLength(0);
  });

  it.each([[11], [-1], [2.5], ['7']])('refuses a pain rating of %j with 400', async (value) => {
    const p = await patientOfAsha();
    const res = await call('POST', `/api/users/${p.id}/outcomes/pain`, asha, { pain: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Pain must be a whole number from 0 (none) to 10 (worst imaginable)');
    expect(await scoresOf(p.id)).toHaveLength(0);
  });

  it('strips control characters from the activities and refuses a session that is not the patient’s', async () => {
    const p = await patientOfAsha();
    const res = await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, {
      activities: [
        { activity: 'Walk\u0000 to', rating: 1 },
        { activity: 'Tie\u001b[31m shoes\r\nlaces', rating: 2 },
        { activity: '  Squat\u2028 ', rating: 3 },
      ],
    });
    // NUL is refused outright (PostgreSQL cannot store it); the rest is stripped.
    expect(res.statusCode).toBe(400);
    const ok = await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, {
      activities: [
        { activity: 'Walk to\tthe shop', rating: 1 },
        { activity: 'Tie\u001b[31m shoes\r\nlaces', rating: 2 },
        { activity: '  Squat\u2028 ', rating: 3 },
      ],
    });
    expect(ok.json().data.activities.map((a: { activity: string }) => a.activity)).toEqual([
      'Walk to the shop',
      'Tie [31m shoes laces',
      'Squat',
    ]);
    const unknown = await call('POST', `/api/users/${p.id}/outcomes/pain`, asha, {
      pain: 3,
      appointment_id: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'APPOINTMENT_NOT_FOUND']);
  });

  it('logs every read and write in the access log, which the patient sees', async () => {
    const p = await patientOfAsha();
    await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, psfs(4, 4, 4));
    await call('POST', `/api/users/${p.id}/outcomes/pain`, asha, { pain: 2 });
    await call('GET', `/api/users/${p.id}/outcomes`, asha);
    const log = (await call('GET', `/api/users/${p.id}/access-log`, p.headers)).json().data;
    expect(
      log.map((e: { actor_role: string; action: string; record: string }) => [
        e.actor_role,
        e.action,
        e.record,
      ]),
    ).toEqual([
      ['doctor', 'read', 'scores'],
      ['doctor', 'write', 'scores'],
      ['patient', 'write', 'scores'],
    ]);
  });

  it('gives the patient a progress report PDF: scores, pain and the plan the doctor shared', async () => {
    const p = await patientOfAsha();
    await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, psfs(2, 3, 4));
    await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, psfs(6, 7, 8));
    await call('POST', `/api/users/${p.id}/outcomes/pain`, asha, { pain: 6 });
    const n = (
      await call('POST', `/api/users/${p.id}/notes`, asha, {
        plan: 'Step-ups twice a day',
        share_plan: true,
        patient_summary: 'Better',
      })
    ).json().data;
    await call('POST', `/api/users/${p.id}/notes/${n.id}/sign`, asha);
    const res = await call('GET', outcomeReportPdfPath(p.id), p.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).lines.join('\n');
    expect(text).toContain('Progress report');
    expect(text).toContain(`Patient ${p.id.slice(-3)}`);
    expect(text).toMatch(/3\.0\s/);
    expect(text).toMatch(/7\.0\s/);
    expect(text).toContain('Climb stairs 1 (6)');
    expect(text).toContain('Step-ups twice a day');
    expect((await call('GET', outcomeReportPdfPath(p.id), asha)).statusCode).toBe(200);
  });

  it('prints what was typed in Hindi in the Devanagari face (no boxes): the plan and the activities', async () => {
    const p = await patientOfAsha();
    const scored = await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, {
      activities: [...psfs(5, 6).activities, { activity: 'सीढ़ियाँ चढ़ना', rating: 4 }],
    });
    expect([scored.statusCode, scored.body]).toEqual([201, expect.any(String)]);
    const plan = 'दिन में दो बार सीढ़ी व्यायाम करें';
    const n = (await call('POST', `/api/users/${p.id}/notes`, asha, { plan, share_plan: true })).json().data;
    await call('POST', `/api/users/${p.id}/notes/${n.id}/sign`, asha);
    const res = await call('GET', outcomeReportPdfPath(p.id), p.headers);
    expect(res.statusCode).toBe(200);
    const { spans, unspannedDevanagari } = pdfSpans(res.rawPayload);
    expect(unspannedDevanagari).toBe(0);
    expect(spans).toEqual(expect.arrayContaining([plan, 'सीढ़ियाँ चढ़ना']));
  });
});

describe('the whole clinical record is closed to a doctor without a care relationship', () => {
  it('answers 403 NOT_YOUR_PATIENT on every record route of the endpoint table, and the report, recording nothing', async () => {
    const p = await patientOfAsha();
    await call('POST', `/api/users/${p.id}/intake`, p.headers, intake);
    await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, psfs(5, 5, 5));
    const n = (await call('POST', `/api/users/${p.id}/notes`, asha, { plan: 'Walk' })).json().data;
    // Every call that names a patient in its path under the record's guard, whichever file declares it.
    const record = Object.values(endpoints)
      .flatMap((group) => Object.entries(group as Record<string, Endpoint>))
      .filter(
        ([, e]) =>
          typeof e.auth === 'object' && 'patientSelfOrCaringDoctor' in e.auth && e.auth.from !== 'query',
      );
    const names = record.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        ...Object.keys(endpoints.clinical),
        ...Object.keys(endpoints.outcomes),
        'saveProgram',
        'logSets',
      ]),
    );
    const logBefore = (await logOf(p.id)).length;
    const scoresBefore = (await scoresOf(p.id)).length;
    const urls = [
      ...record.map(
        ([name, e]) => [name, e.method, pathWith(e.path, { id: p.id, noteId: n.id, itemId: n.id })] as const,
      ),
      ['progress report', 'GET', outcomeReportPdfPath(p.id)] as const,
    ];
    for (const [name, method, url] of urls) {
      const e = record.find(([n2]) => n2 === name)?.[1];
      for (const payload of e?.body
        ? [{}, { ...psfs(1, 1, 1), pain: 1, text: 'x', problem: 'y' }]
        : [undefined]) {
        const res = await call(method, url, rahul, payload);
        expect([name, res.statusCode, res.json().code]).toEqual([name, 403, 'NOT_YOUR_PATIENT']);
        expect(res.body).not.toContain('Walk');
        expect(res.body).not.toContain('Climb stairs');
      }
    }
    expect(await logOf(p.id)).toHaveLength(logBefore);
    expect(await scoresOf(p.id)).toHaveLength(scoresBefore);
  });
});

describe('nothing of the record reaches the logs or the metrics', () => {
  it('writes no clinical text, rating or score into the log lines or /api/metrics', async () => {
    const p = await patientOfAsha();
    const secret = 'Zanzibar-quokka-dance';
    logLines.length = 0;
    await call('POST', `/api/users/${p.id}/intake`, p.headers, { ...intake, problem: `${secret} intake` });
    await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, {
      activities: [7, 8, 9].map((rating) => ({ activity: `${secret} ${rating}`, rating })),
    });
    await call('POST', `/api/users/${p.id}/outcomes/psfs`, p.headers, {
      activities: [{ activity: `${secret} bad`, rating: 11 }, ...psfs(1, 1).activities],
    });
    await call('POST', `/api/users/${p.id}/outcomes/pain`, asha, { pain: 9 });
    const n = (await call('POST', `/api/users/${p.id}/notes`, asha, { subjective: `${secret} note` })).json()
      .data;
    await call('POST', `/api/users/${p.id}/notes/${n.id}/sign`, asha);
    await call('POST', `/api/users/${p.id}/notes/${n.id}/amendments`, asha, { text: `${secret} amend` });
    await call('GET', outcomeReportPdfPath(p.id), p.headers);
    const metrics = (await app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const logs = logLines.join('');
    // The requests were logged (so the capture works), their record was not.
    expect(logs).toContain('/api/users/:id/outcomes/psfs');
    for (const text of [logs, metrics]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(p.id);
      expect(text).not.toMatch(/"(pain|rating|score|activities)"/);
    }
  });
});
