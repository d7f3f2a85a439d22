import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orders, receiptCounters, receipts } from '../../platform/db/schema';
import { migrationsDir } from '../../platform/lib/paths';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../../test/payments-helpers';
import { orderAs, pay } from '../../../test/scheduling-helpers';
import { issuePaymentReceipt, receiptNumber, receiptYear, refundDiscountShare } from './receipts';

describe('receipt numbers and years', () => {
  it('spells PAY/REF, the year and six digits', () => {
    expect(receiptNumber('payment', 2026, 1)).toBe('PAY-2026-000001');
    expect(receiptNumber('refund', 2027, 123_456)).toBe('REF-2027-123456');
  });

  it('reads the year on the Asia/Kolkata clock', () => {
    expect(receiptYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026); // 23:59:59 IST
    expect(receiptYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027); // 00:00 IST on 1 January
  });
});

describe("a refund's share of the coupon discount", () => {
  const order = (unit: number, quantity: number, amount: number, travel = 0) => ({
    unitPricePaise: unit,
    travelFeePaise: travel,
    quantity,
    amountPaise: amount,
  });

  it('is the refunded sessions’ price before the coupon minus the paise returned, so the lines add up', () => {
    // 3 × ₹499 with 12.5 %: ₹1,497.00 − ₹187.12 = ₹1,309.88 paid (the order rounds the total to the paisa).
    const paid = order(49_900, 3, 130_988);
    // One session back, rounded down by the refund service: ₹436.62 of ₹436.626…
    expect(refundDiscountShare(paid, { credits: 1, amountPaise: 43_662 })).toBe(6_238);
    // …or rounded half up: the share follows, never rounded on its own.
    expect(refundDiscountShare(paid, { credits: 1, amountPaise: 43_663 })).toBe(6_237);
    for (const returned of [43_662, 43_663]) {
      expect(49_900 - refundDiscountShare(paid, { credits: 1, amountPaise: returned })).toBe(returned);
    }
  });

  it('leaves a home visit’s travel fee out of the discount: the coupon never reduced it', () => {
    // 2 home visits at ₹499 with 10 % off, and a ₹150 travel fee each: ₹898.20 + ₹300.00 paid.
    const paid = order(49_900, 2, 89_820 + 30_000, 15_000);
    // One visit back, pro rata of what was paid: ₹599.10, of which ₹49.90 is the coupon's share.
    expect(refundDiscountShare(paid, { credits: 1, amountPaise: 59_910 })).toBe(4_990);
    expect(refundDiscountShare(paid, { credits: 2, amountPaise: 119_820 })).toBe(9_980);
  });

  it('is nothing without a coupon and never more than the order’s discount or below zero', () => {
    expect(refundDiscountShare(order(65_000, 2, 130_000), { credits: 1, amountPaise: 65_000 })).toBe(0);
    // A refund larger than the list price (cannot happen, but the receipt must not show a negative discount).
    expect(refundDiscountShare(order(65_000, 2, 117_000), { credits: 1, amountPaise: 70_000 })).toBe(0);
    // A refund of every session at almost nothing: capped at the order's whole discount (₹130.00).
    expect(refundDiscountShare(order(65_000, 2, 117_000), { credits: 2, amountPaise: 100 })).toBe(13_000);
  });
});

describe('gap-free numbering', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  const year = receiptYear(new Date());
  const lastNumber = async () =>
    (
      await t.db
        .select()
        .from(receiptCounters)
        .where(and(eq(receiptCounters.kind, 'payment'), eq(receiptCounters.year, year)))
    )[0]?.last ?? 0;
  const unpaidOrder = async () => {
    const o = await orderAs(t.app);
    expect(o.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, o.body.data!.id));
    return { ...o, row: row! };
  };

  it('a transaction that rolls back after taking a number gives it back: the next payment gets it', async () => {
    const o = await unpaidOrder();
    const before = await lastNumber();
    let taken = '';
    await expect(
      t.db.transaction(async (tx) => {
        const [paid] = await tx
          .update(orders)
          .set({ status: 'paid', paymentId: 'pay_rolledback', paidAt: new Date() })
          .where(eq(orders.id, o.row.id))
          .returning();
        taken = (await issuePaymentReceipt(tx, paid!)).number;
        throw new Error('the payment transaction fails after the receipt');
      }),
    ).rejects.toThrow('the payment transaction fails');
    expect(taken).toBe(receiptNumber('payment', year, before + 1));
    expect(await lastNumber()).toBe(before);
    expect(await t.db.select().from(receipts).where(eq(receipts.number, taken))).toHaveLength(0);

    await pay(t.app, o.body.data!.id, o.headers);
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.orderId, o.row.id));
    expect(receipt!.number).toBe(taken);
  });

  it('concurrent payments get distinct, consecutive numbers (PostgreSQL: the counter row serialises them)', async () => {
    const pending = await Promise.all(Array.from({ length: 8 }, () => unpaidOrder()));
    const before = await lastNumber();
    await Promise.all(pending.map((o) => pay(t.app, o.body.data!.id, o.headers)));
    const rows = await t.db
      .select()
      .from(receipts)
      .where(
        inArray(
          receipts.orderId,
          pending.map((o) => o.row.id),
        ),
      );
    expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, i) => before + i + 1),
    );
    expect(await lastNumber()).toBe(before + 8);
  });

  it('numbers each year from 1, by the IST date of the payment', async () => {
    const o = await unpaidOrder();
    const issued = await t.db.transaction(async (tx) => {
      const [paid] = await tx
        .update(orders)
        // 20:00 UTC on 31 December 2040 is 01:30 on 1 January 2041 in India.
        .set({ status: 'paid', paymentId: 'pay_newyear', paidAt: new Date('2040-12-31T20:00:00Z') })
        .where(eq(orders.id, o.row.id))
        .returning();
      return issuePaymentReceipt(tx, paid!);
    });
    expect(issued.number).toBe('PAY-2041-000001');
  });

  it("migration 0011's backfill numbers the orders paid before it per IST year in paid_at order", async () => {
    const sqlFile = fs.readFileSync(path.join(migrationsDir(), '0011_receipts.sql'), 'utf8');
    const backfill = sqlFile
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(--[^\n]*\n)*INSERT INTO "receipt(s|_counters)"/.test(s));
    expect(backfill).toHaveLength(3);
    const before = await t.db.select().from(receipts).where(eq(receipts.kind, 'payment'));
    // As on a database from before receipts: the paid orders are there, their receipts and counters are not.
    await t.db.transaction(async (tx) => {
      await tx.delete(receipts);
      await tx.delete(receiptCounters);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    const after = await t.db.select().from(receipts).where(eq(receipts.kind, 'payment'));
    const paid = await t.db
      .select({ id: orders.id, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.status, 'paid'));
    expect(after).toHaveLength(paid.length);
    expect(after).toHaveLength(before.length);
    for (const y of new Set(after.map((r) => r.year))) {
      const ofYear = after.filter((r) => r.year === y).sort((a, b) => a.seq - b.seq);
      expect(ofYear.map((r) => r.seq)).toEqual(ofYear.map((_, i) => i + 1));
      for (let i = 1; i < ofYear.length; i++)
        expect(ofYear[i]!.issuedAt.getTime()).toBeGreaterThanOrEqual(ofYear[i - 1]!.issuedAt.getTime());
      for (const r of ofYear) expect(receiptYear(r.issuedAt)).toBe(y);
    }
    expect(after.find((r) => r.year === 2041)?.number).toBe('PAY-2041-000001');
    // The counters continue where the backfill stopped.
    const count = after.filter((r) => r.year === year).length;
    expect(await lastNumber()).toBe(count);
    const o = await unpaidOrder();
    await pay(t.app, o.body.data!.id, o.headers);
    const [next] = await t.db.select().from(receipts).where(eq(receipts.orderId, o.row.id));
    expect(next!.number).toBe(receiptNumber('payment', year, count + 1));
  });
});
