/** Placeholder until the mf-doctor feature issue lands. */
export default function DoctorProfilePage() {
  return (
    <main>
      <h1>Doctor Profile</h1>
    </main>
  );
}
