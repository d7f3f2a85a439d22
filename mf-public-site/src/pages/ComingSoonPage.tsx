/** Placeholder until the mf-public-site feature issue lands. */
export default function ComingSoonPage() {
  return (
    <main>
      <h1>Coming Soon</h1>
    </main>
  );
}
