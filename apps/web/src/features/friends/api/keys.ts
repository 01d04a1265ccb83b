// Query keys of the friends feature: one place, so a change can invalidate what it affects.
export const friendsKeys = {
  all: ['friends'] as const,
  carts: () => [...friendsKeys.all, 'carts'] as const,
  requests: () => [...friendsKeys.all, 'requests'] as const,
  search: (query: string) => [...friendsKeys.all, 'search', query] as const,
};
