/** Payouts: what a doctor was paid, and the balance owed. */
import '../zod-config';
import { z } from 'zod/mini';

export const payoutSchema = z.object({
  id: z.string(),
  /** pending: set aside for a bank transfer whose reference is not recorded yet; paid: transferred (utr). */
  status: z.enum(['pending', 'paid']),
  /** Rupees paid out. */
  payable_amount: z.number(),
  to_date_time: z.string(),
  /** When the transfer was made (null while pending). */
  payment_date_time: z.nullable(z.string()),
  /** The bank transfer's real reference (null while pending). */
  utr: z.nullable(z.string()),
  razorpay_id: z.nullable(z.string()),
});
export type Payout = z.infer<typeof payoutSchema>;
/** `GET /api/appointments/{doctorId}/sum` → `data`: the balance owed, in rupees. */
export const payoutBalanceSchema = z.number();
