/** Placeholder until the mf-booking feature issue lands. */
export default function PaymentFailedPage() {
  return (
    <main>
      <h1>Payment Failed</h1>
    </main>
  );
}
