/** Placeholder until the mf-booking feature issue lands. */
export default function PatientDashboardPage() {
  return (
    <main>
      <h1>Patient Dashboard</h1>
    </main>
  );
}
