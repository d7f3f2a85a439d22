/** Issue 18's windows and limits (DESIGN.md §3a), re-exported by changes.ts; no zod here. */
export const CHANGES = {
  /** A patient moves a session up to this long before its start; the doctor at any time. */
  patientRescheduleHours: 12,
  /** A patient cancels up to this long before its start and gets the credit back; the doctor at any time. */
  patientCancelHours: 24,
  /** A paid order's sessions take place within this many months of the payment (the Terms say so). */
  creditValidityMonths: 6,
  /** The smallest refund a payment provider accepts (Razorpay: ₹1). */
  minRefundPaise: 100,
  /** Longest reason a doctor may give for moving or cancelling a session. */
  reasonMaxLength: 300,
} as const;
