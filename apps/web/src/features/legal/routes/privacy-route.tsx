/** Placeholder until this screen's issue lands. */
export function PrivacyRoute() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-xl font-semibold uppercase tracking-widest">Privacy</h1>
    </main>
  );
}
