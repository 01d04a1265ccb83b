// Small pieces the friend screens share: the red error box, the initial avatar, page frame,
// the failed and empty states, the list of people and its loading rows, and the screen that
// lists people from one read (friend requests, my friends).
import { AlertCircle, type LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { signedInScreen } from '../../../components/auth-gate';
import { BusyRegion } from '../../../components/ui/busy-region';
import { ButtonLink } from '../../../components/ui/button';
import { ListStates, type ListQuery } from '../../../components/ui/list-states';
import { Skeleton, StateMessage } from '../../../components/ui/states';
import { msg } from '../../../lib/i18n/msg';

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

/** A friend screen: signed-in, wide for the friends' carts grid. */
export const friendsScreen = (title: string | (() => string), Body: ComponentType, wide = false) =>
  signedInScreen(title, Body, { width: wide ? 'max-w-6xl' : 'max-w-2xl' });

/** A friend screen whose list could not be read: the product's words and the way back. */
export function LoadFailed({ title }: { title: string }) {
  const back = (
    <ButtonLink to="/profile" variant="secondary">
      {msg().backToProfile}
    </ButtonLink>
  );
  return <StateMessage tone="error" title={title} action={back} />;
}

/** A friend screen with nothing to list: what is missing, and the way to find friends. */
export function NothingYet({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  children: ReactNode;
}) {
  const search = <ButtonLink to="/profile/search-friends">{children}</ButtonLink>;
  return <StateMessage icon={<Icon size={40} strokeWidth={1.5} />} title={title} body={body} action={search} />;
}

/** The bordered list of people (requests, friends, search results). */
export function PeopleList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface" aria-label={label}>
      {children}
    </ul>
  );
}

/** Who a row is about: the avatar, the name, and the lines under it. */
export function Person({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <>
      <Avatar name={name} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{name}</p>
        {children}
      </div>
    </>
  );
}

/** Grey rows standing in for people: avatar, name, one line (`lineClass`) and what `end` adds. */
export function PersonRowsSkeleton({ count, lineClass, end }: { count: number; lineClass: string; end?: ReactNode }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} className="flex items-center gap-3 px-4 py-3">
      <Skeleton className="size-11 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className={lineClass} />
      </div>
      {end}
    </li>
  ));
}

/** How a list screen looks while it loads: its name, and the size of the grey heading and rows. */
interface PeopleSkeletonShape {
  label: string;
  headingClass: string;
  count: number;
  lineClass: string;
}

/** A list screen loading: a grey heading over grey rows of people. */
function PeopleSkeleton({ label, headingClass, count, lineClass }: PeopleSkeletonShape) {
  return (
    <BusyRegion label={label} className="space-y-4">
      <Skeleton className={headingClass} />
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        <PersonRowsSkeleton count={count} lineClass={lineClass} />
      </ul>
    </BusyRegion>
  );
}

/**
 * A friend screen listing the people one read returned: grey rows while it loads, the failure,
 * nothing yet (with the way to find friends), or what `children` makes of the list.
 */
export function PeopleScreen<T>({
  query,
  loading,
  failedTitle,
  empty: { search, ...nothing },
  children,
}: {
  query: ListQuery<T>;
  loading: PeopleSkeletonShape;
  failedTitle: string;
  /** NothingYet's words; `search` is its button's. */
  empty: { icon: LucideIcon; title: string; body: string; search: string };
  children: (list: T[]) => ReactNode;
}) {
  return (
    <ListStates
      query={query}
      loading={<PeopleSkeleton {...loading} />}
      failed={() => <LoadFailed title={failedTitle} />}
      empty={<NothingYet {...nothing}>{search}</NothingYet>}
    >
      {children}
    </ListStates>
  );
}

/** A list screen's people: how many (with `action` beside it), a failed action's `error`, the list. */
export function PeopleSection({
  count,
  action,
  error,
  label,
  children,
}: {
  count: string;
  action?: ReactNode;
  error?: string | null;
  label: string;
  children: ReactNode;
}) {
  const heading = <h2 className="text-sm font-semibold tracking-wide text-muted">{count}</h2>;
  return (
    <div className="space-y-4">
      {action ? (
        <div className="flex items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      <PeopleList label={label}>{children}</PeopleList>
    </div>
  );
}
