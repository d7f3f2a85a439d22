/** Placeholder until the mf-booking feature issue lands. */
export default function BookPhysioPage() {
  return (
    <main>
      <h1>Book Physio</h1>
    </main>
  );
}
