/** Placeholder until the mf-public-site feature issue lands. */
export default function BlogPostPage() {
  return (
    <main>
      <h1>Blog Post</h1>
    </main>
  );
}
