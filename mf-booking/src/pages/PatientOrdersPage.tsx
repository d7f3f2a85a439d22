/** Placeholder until the mf-booking feature issue lands. */
export default function PatientOrdersPage() {
  return (
    <main>
      <h1>Patient Orders</h1>
    </main>
  );
}
