/** Placeholder until the mf-doctor feature issue lands. */
export default function DoctorPatientToolsPage() {
  return (
    <main>
      <h1>Doctor Patient Tools</h1>
    </main>
  );
}
