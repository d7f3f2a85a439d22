/** Placeholder until the mf-public-site feature issue lands. */
export default function ConditionPage() {
  return (
    <main>
      <h1>Condition</h1>
    </main>
  );
}
