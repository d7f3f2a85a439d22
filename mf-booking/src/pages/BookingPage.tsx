/** Placeholder until the mf-booking feature issue lands. */
export default function BookingPage() {
  return (
    <main>
      <h1>Booking</h1>
    </main>
  );
}
