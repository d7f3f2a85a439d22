/**
 * WhatsApp replies (issue 30): a signed webhook POST per reply (Confirm or Cancel, one at a time) about 1,000 live
 * sessions of one patient on a throwaway PostgreSQL cluster, through the whole Fastify app (raw body, HMAC, dedupe
 * row, the scheduling module's change, the answer enqueued). The answer comes after the commit, so its time is
 * reply → session state change. Then every reply is delivered again: each session must have changed once.
 * Target: p95 < 100 ms.
 */
import { createHmac } from 'node:crypto';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { openDatabase } from '../src/platform/db/client';
import { appointmentChanges, appointments, patients } from '../src/platform/db/schema';
import { seedDemo } from '../src/modules/site/seed';
import { startCluster } from '../test/pg-cluster';
import { type Figure, percentile } from './report';
import { benchApp } from './in-process-app';

export const REPLY_P95_TARGET_MS = 100;
const SECRET = 'bench-whatsapp-app-secret';
const PATIENT = '9555500002';
const HOUR = 3_600_000;

const body = (id: string, action: string, appointmentId: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              messages: [
                {
                  from: `91${PATIENT}`,
                  id,
                  type: 'button',
                  button: { text: action, payload: `${action}:${appointmentId}` },
                },
              ],
            },
          },
        ],
      },
    ],
  });

export async function benchWhatsAppReplies(sessions: number): Promise<Figure[]> {
  const cluster = await startCluster();
  const database = openDatabase({ url: cluster.url, poolSize: 4 });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    await db.insert(patients).values({ id: PATIENT, name: 'Bench Patient', email: 'bench2@example.com' });
    const base = Date.now() + 30 * 24 * HOUR;
    const ids: string[] = [];
    for (let i = 0; i < sessions; i += 200) {
      const rows = await db
        .insert(appointments)
        .values(
          Array.from({ length: Math.min(200, sessions - i) }, (_, j) => ({
            patientId: PATIENT,
            mode: 'online' as const,
            status: 'scheduled' as const,
            start: new Date(base + (i + j) * HOUR),
            end: new Date(base + (i + j) * HOUR + 45 * 60_000),
          })),
        )
        .returning({ id: appointments.id });
      ids.push(...rows.map((r) => r.id));
    }
    const { app } = await benchApp(database, {
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_VERIFY_TOKEN: 'bench',
    });
    const post = async (raw: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`,
        },
        payload: raw,
      });
      if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
      return res.json().data as { processed: number; duplicates: number };
    };
    const replies = ids.map((id, i) => body(`wamid.bench${i}`, i % 2 ? 'cancel' : 'confirm', id));
    const timings: number[] = [];
    for (const raw of replies) {
      const t0 = performance.now();
      await post(raw);
      timings.push(performance.now() - t0);
    }
    let duplicates = 0;
    for (const raw of replies) duplicates += (await post(raw)).duplicates;
    await app.close();
    const [confirmed] = await db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          inArray(appointments.id, ids),
          isNotNull(appointments.confirmedAt),
          eq(appointments.status, 'scheduled'),
        ),
      );
    const [cancelled] = await db
      .select({ n: count() })
      .from(appointments)
      .where(and(inArray(appointments.id, ids), eq(appointments.status, 'cancelled')));
    const [changes] = await db
      .select({ n: count() })
      .from(appointmentChanges)
      .where(and(inArray(appointmentChanges.appointmentId, ids), eq(appointmentChanges.kind, 'cancelled')));
    const once =
      confirmed!.n === Math.ceil(sessions / 2) &&
      cancelled!.n === Math.floor(sessions / 2) &&
      changes!.n === Math.floor(sessions / 2) &&
      duplicates === sessions;
    const p95 = percentile(timings, 95);
    console.log(
      `\nWhatsApp replies (signed webhook → session confirmed or cancelled), ${sessions} sessions, PostgreSQL 15`,
    );
    console.table([
      {
        replies: sessions,
        'p50 ms': +percentile(timings, 50).toFixed(2),
        'p95 ms': +p95.toFixed(2),
        'p99 ms': +percentile(timings, 99).toFixed(2),
        'replayed: duplicates': duplicates,
        confirmed: confirmed!.n,
        cancelled: cancelled!.n,
        'cancellation rows': changes!.n,
      },
    ]);
    return [
      {
        name: 'WhatsApp reply → session state change p95',
        value: +p95.toFixed(2),
        unit: 'ms',
        target: `< ${REPLY_P95_TARGET_MS} ms`,
        ok: p95 < REPLY_P95_TARGET_MS,
      },
      {
        name: `WhatsApp replies replayed twice: sessions changed once (of ${sessions})`,
        value: once ? sessions : 0,
        unit: 'sessions',
        target: `${sessions}`,
        ok: once,
      },
    ];
  } finally {
    await database.close();
    cluster.stop();
  }
}
