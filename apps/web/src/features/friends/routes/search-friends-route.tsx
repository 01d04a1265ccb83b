/** Placeholder until this screen's issue lands. */
export function SearchFriendsRoute() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-xl font-semibold uppercase tracking-widest">Search Friends</h1>
    </main>
  );
}
