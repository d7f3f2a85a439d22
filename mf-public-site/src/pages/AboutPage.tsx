/** Placeholder until the mf-public-site feature issue lands. */
export default function AboutPage() {
  return (
    <main>
      <h1>About</h1>
    </main>
  );
}
