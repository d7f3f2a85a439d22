/** Placeholder until the mf-public-site feature issue lands. */
export default function ConditionsPage() {
  return (
    <main>
      <h1>Conditions</h1>
    </main>
  );
}
