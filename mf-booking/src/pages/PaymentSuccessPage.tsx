/** Placeholder until the mf-booking feature issue lands. */
export default function PaymentSuccessPage() {
  return (
    <main>
      <h1>Payment Success</h1>
    </main>
  );
}
