import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../platform/db/schema';
import { orders, patients } from '../../platform/db/schema';
import type { Executor } from '../../platform/db/client';
import { PERSONAL_DATA, RETENTION, erasePlan, type PersonalData } from './data-map';
import { assembleExport, plainRow } from './export';

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

describe('the data map', () => {
  it('names every table with a patient_id column (a new clinical table must choose keep or erase here)', () => {
    const mapped = new Set(PERSONAL_DATA.map((d) => getTableConfig(d.table).name));
    const withPatient = tables
      .filter((t) => getTableConfig(t).columns.some((c) => c.name === 'patient_id'))
      .map((t) => getTableConfig(t).name);
    expect(withPatient.length).toBeGreaterThan(8);
    expect(withPatient.filter((name) => !mapped.has(name))).toEqual([]);
  });

  it('each entry’s column belongs to its table', () => {
    for (const d of PERSONAL_DATA) expect(getTableConfig(d.table).columns).toContain(d.column);
  });
});

describe('the erase plan', () => {
  const plan = erasePlan();
  const keptKeys = plan.keep.map((k) => k.key);
  const erasedKeys = plan.erase.map((k) => k.key);

  it('keeps payments and receipts for 8 years and treatment records for 3, each with its legal basis', () => {
    expect(plan.keep).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'payments', years: 8, basis: RETENTION.payments.basis }),
        expect.objectContaining({ key: 'receipts', years: 8 }),
        expect.objectContaining({ key: 'notes', years: 3, basis: RETENTION.treatment.basis }),
        expect.objectContaining({ key: 'intake', years: 3 }),
        expect.objectContaining({ key: 'prescriptions', years: 3 }),
        expect.objectContaining({ key: 'bookings', years: 3 }),
      ]),
    );
  });

  it('erases the profile, consents, waitlist, messages, login codes and sessions', () => {
    expect(erasedKeys).toEqual(
      expect.arrayContaining([
        'profile',
        'consents',
        'waitlist',
        'whatsapp_replies',
        'otp_codes',
        'sessions',
      ]),
    );
  });

  it('never both keeps and erases one thing', () => {
    expect(keptKeys.filter((k) => erasedKeys.includes(k))).toEqual([]);
    expect(keptKeys.length + erasedKeys.length).toBe(PERSONAL_DATA.length);
  });

  it('follows the list it is given (a table added at merge joins the plan by its entry alone)', () => {
    const extra: PersonalData = {
      key: 'outcome_scores',
      title: 'Outcome scores',
      table: orders,
      column: orders.patientId,
      onErase: { keep: 'treatment' },
      exported: true,
    };
    expect(erasePlan([...PERSONAL_DATA, extra]).keep.map((k) => k.key)).toContain('outcome_scores');
  });
});

describe('the export assembler', () => {
  const at = new Date('2026-11-27T09:30:00.000Z');
  const rowsOf = (rows: Record<string, unknown>[]) => async () => rows;

  it('one section per exported entry, in the map’s order, dates as ISO strings; unexported entries left out', async () => {
    const data: PersonalData[] = [
      {
        key: 'a',
        title: 'A',
        table: patients,
        column: patients.id,
        onErase: 'erase',
        exported: rowsOf([{ x: 1, at }]),
      },
      { key: 'secret', title: 'S', table: patients, column: patients.id, onErase: 'erase', exported: false },
      {
        key: 'b',
        title: 'B',
        table: orders,
        column: orders.patientId,
        onErase: { keep: 'payments' },
        exported: rowsOf([]),
      },
    ];
    const out = await assembleExport({} as Executor, '9340000999', at, data);
    expect(out.generated_at).toBe(at.toISOString());
    expect(out.notice_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(out.sections).toEqual([
      { key: 'a', title: 'A', rows: [{ x: 1, at: '2026-11-27T09:30:00.000Z' }] },
      { key: 'b', title: 'B', rows: [] },
    ]);
  });

  it('the real map exports no secrets: login codes, refresh tokens and dev outboxes stay out', () => {
    const exported = PERSONAL_DATA.filter((d) => d.exported !== false).map((d) => d.key);
    expect(exported).not.toEqual(expect.arrayContaining(['otp_codes']));
    expect(exported).not.toContain('sessions');
    expect(exported).toEqual(
      expect.arrayContaining([
        'profile',
        'bookings',
        'payments',
        'receipts',
        'prescriptions',
        'intake',
        'notes',
        'access_log',
      ]),
    );
  });

  it('plainRow keeps everything but dates as they are', () => {
    expect(plainRow({ n: 1, s: 'x', d: at, j: { a: [1] }, z: null })).toEqual({
      n: 1,
      s: 'x',
      d: at.toISOString(),
      j: { a: [1] },
      z: null,
    });
  });
});
