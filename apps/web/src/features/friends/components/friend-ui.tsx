// Small pieces the friend screens share: the red error box, the initial avatar, page frame.
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';

export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
    >
      <AlertCircle aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </div>
  );
}

export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-accent-soft font-semibold uppercase text-accent ${
        size === 'lg' ? 'size-12 text-lg' : 'size-11 text-base'
      }`}
    >
      {initial}
    </span>
  );
}

/** A friend screen: header with a way back to the profile hub, then the content. */
export function FriendsPage({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <>
      <PageHeader title={title} back="/profile" />
      <main className={`mx-auto w-full px-4 py-6 ${wide ? 'max-w-6xl' : 'max-w-2xl'}`}>{children}</main>
    </>
  );
}
