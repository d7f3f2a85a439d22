/** Placeholder until the mf-booking feature issue lands. */
export default function ThankYouPage() {
  return (
    <main>
      <h1>Thank You</h1>
    </main>
  );
}
