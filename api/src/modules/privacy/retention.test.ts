import { getTableConfig } from 'drizzle-orm/pg-core';
import { orders } from '../../platform/db/schema';
import { PERSONAL_DATA, type PersonalData } from './data-map';
import { MESSAGE_RETENTION_DAYS, MESSAGE_RULES, purgeRule, retentionCutoff } from './retention';

const kept = PERSONAL_DATA.filter((d) => d.onErase !== 'erase');

describe('purge rules', () => {
  it('every table erasure keeps has the rule that purges it when its period ends', () => {
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.filter((d) => !purgeRule(d)).map((d) => d.key)).toEqual([]);
  });

  it('a treatment record is purged with its account’s, by the one rule of its retention', () => {
    const treatment = kept.filter((d) => d.onErase !== 'erase' && d.onErase.keep === 'treatment');
    expect(treatment.map((d) => d.key)).toEqual(expect.arrayContaining(['bookings', 'notes', 'intake']));
    const rules = new Set(treatment.map(purgeRule));
    expect(rules.size).toBe(1);
    expect([...rules][0]).toMatchObject({ scope: 'account' });
  });

  it('a new payments table without a rule of its own has none (the first test then fails)', () => {
    const added: PersonalData = {
      key: 'invoices',
      title: 'Invoices',
      table: orders,
      column: orders.patientId,
      onErase: { keep: 'payments' },
      exported: true,
    };
    expect(purgeRule(added)).toBeUndefined();
    expect(purgeRule({ ...added, onErase: { keep: 'treatment' } })).toMatchObject({ scope: 'account' });
  });

  it('the order stays for the ledger, stripped; the rest of the payments’ records are deleted', () => {
    const byKey = (key: string) => purgeRule(kept.find((d) => d.key === key)!);
    expect(byKey('payments')).toMatchObject({ scope: 'row', anonymise: expect.anything() });
    for (const key of ['coupons', 'receipts', 'requests']) {
      expect(byKey(key)).toMatchObject({ scope: 'row' });
      expect(byKey(key)).not.toHaveProperty('anonymise');
    }
  });

  it('sent messages are kept 90 days, in the outbox and in every dev outbox', () => {
    expect(MESSAGE_RETENTION_DAYS).toBe(90);
    expect(MESSAGE_RULES.map((m) => getTableConfig(m.table).name).sort()).toEqual([
      'email_outbox',
      'outbox',
      'sms_outbox',
      'whatsapp_inbound',
      'whatsapp_outbox',
      'whatsapp_sent',
    ]);
  });
});

describe('retentionCutoff', () => {
  it('counts calendar years back from now (UTC)', () => {
    expect(retentionCutoff('payments', new Date('2034-03-31T18:30:00.000Z')).toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
    expect(retentionCutoff('treatment', new Date('2029-11-27T00:00:00.000Z')).toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
  });

  it('from a leap day, a year without one ends the period a day later, never earlier', () => {
    expect(retentionCutoff('treatment', new Date('2028-02-29T12:00:00.000Z')).toISOString()).toBe(
      '2025-03-01T12:00:00.000Z',
    );
  });
});
