// The frame of the shop-with-friends screens: the header back to the profile hub, and a way in
// for a shopper who is not signed in (Login comes back to this path, without its query).
import type { ReactNode } from 'react';
import { RequireToken } from '../../../components/auth-gate';
import { PageHeader } from '../../../components/ui/page-header';

export function SocialPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} back="/profile" />
      <main className="mx-auto w-full max-w-3xl px-4 py-6">
        <RequireToken keepQuery={false}>{children}</RequireToken>
      </main>
    </>
  );
}
