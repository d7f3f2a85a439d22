/** Placeholder until the mf-booking feature issue lands. */
export default function PaymentSuccessPhysioPage() {
  return (
    <main>
      <h1>Payment Success Physio</h1>
    </main>
  );
}
