/** Placeholder until the mf-doctor feature issue lands. */
export default function PayoutPage() {
  return (
    <main>
      <h1>Payout</h1>
    </main>
  );
}
