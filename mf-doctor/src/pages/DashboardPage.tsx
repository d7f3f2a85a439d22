/** Placeholder until the mf-doctor feature issue lands. */
export default function DashboardPage() {
  return (
    <main>
      <h1>Dashboard</h1>
    </main>
  );
}
