/** Placeholder until the mf-booking feature issue lands. */
export default function ConfirmBookingPage() {
  return (
    <main>
      <h1>Confirm Booking</h1>
    </main>
  );
}
