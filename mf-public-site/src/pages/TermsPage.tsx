/** Placeholder until the mf-public-site feature issue lands. */
export default function TermsPage() {
  return (
    <main>
      <h1>Terms</h1>
    </main>
  );
}
