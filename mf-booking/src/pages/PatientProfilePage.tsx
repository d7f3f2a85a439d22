/** Placeholder until the mf-booking feature issue lands. */
export default function PatientProfilePage() {
  return (
    <main>
      <h1>Patient Profile</h1>
    </main>
  );
}
