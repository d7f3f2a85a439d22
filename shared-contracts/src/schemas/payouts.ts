/** Payouts: what a doctor was paid, and the balance owed. */
import '../zod-config';
import { z } from 'zod/mini';

export const payoutSchema = z.object({
  id: z.string(),
  /** Rupees paid out. */
  payable_amount: z.number(),
  to_date_time: z.string(),
  payment_date_time: z.string(),
  utr: z.string(),
  razorpay_id: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;
/** `GET /api/appointments/{doctorId}/sum` → `data`: the balance owed, in rupees. */
export const payoutBalanceSchema = z.number();
