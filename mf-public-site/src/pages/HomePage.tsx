/** Placeholder until the mf-public-site feature issue lands. */
export default function HomePage() {
  return (
    <main>
      <h1>Home</h1>
    </main>
  );
}
