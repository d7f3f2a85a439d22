/** Placeholder until the mf-doctor feature issue lands. */
export default function PayoutPaymentPage() {
  return (
    <main>
      <h1>Payout Payment</h1>
    </main>
  );
}
