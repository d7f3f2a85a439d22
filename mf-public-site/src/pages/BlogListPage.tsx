/** Placeholder until the mf-public-site feature issue lands. */
export default function BlogListPage() {
  return (
    <main>
      <h1>Blog List</h1>
    </main>
  );
}
