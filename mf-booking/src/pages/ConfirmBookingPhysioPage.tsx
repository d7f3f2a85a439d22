/** Placeholder until the mf-booking feature issue lands. */
export default function ConfirmBookingPhysioPage() {
  return (
    <main>
      <h1>Confirm Booking Physio</h1>
    </main>
  );
}
