/** Placeholder until the mf-doctor feature issue lands. */
export default function DoctorLoginPage() {
  return (
    <main>
      <h1>Doctor Login</h1>
    </main>
  );
}
