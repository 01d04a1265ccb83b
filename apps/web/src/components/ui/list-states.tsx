// The four states of a screen that lists what one read returned: loading, failed, nothing yet,
// and the list itself. Each screen keeps its own words and skeleton.
import type { ReactNode } from 'react';

/** The read a list screen shows (a TanStack Query result fits). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T[] | undefined;
}

export function ListStates<T>({
  query,
  loading,
  failed,
  empty,
  children,
}: {
  query: ListQuery<T>;
  loading: ReactNode;
  failed: (error: Error) => ReactNode;
  empty: ReactNode;
  children: (list: T[]) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return failed(query.error!);
  const list = query.data ?? [];
  if (list.length === 0) return empty;
  return children(list);
}
