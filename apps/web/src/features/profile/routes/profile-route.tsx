/** Placeholder until this screen's issue lands. */
export function ProfileRoute() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-xl font-semibold uppercase tracking-widest">PROFILE</h1>
    </main>
  );
}
