/** Placeholder until the mf-booking feature issue lands. */
export default function PatientLoginPage() {
  return (
    <main>
      <h1>Patient Login</h1>
    </main>
  );
}
