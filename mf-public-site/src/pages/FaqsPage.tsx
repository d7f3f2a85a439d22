/** Placeholder until the mf-public-site feature issue lands. */
export default function FaqsPage() {
  return (
    <main>
      <h1>Faqs</h1>
    </main>
  );
}
