/** Placeholder until the mf-doctor feature issue lands. */
export default function PatientBookingsPage() {
  return (
    <main>
      <h1>Patient Bookings</h1>
    </main>
  );
}
