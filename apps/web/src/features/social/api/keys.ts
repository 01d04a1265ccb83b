// Query keys of the social feature (ADR 2700). Friends sit under the one root too: a block ends a
// friendship, and invalidating the root reads everything it touches again.
export const socialKeys = {
  all: ['social'] as const,
  friends: () => [...socialKeys.all, 'friends'] as const,
  friendsCarts: () => [...socialKeys.friends(), 'carts'] as const,
  friendRequests: () => [...socialKeys.friends(), 'requests'] as const,
  userSearch: (query: string) => [...socialKeys.friends(), 'search', query] as const,
  wishlist: () => [...socialKeys.all, 'wishlist'] as const,
  activity: () => [...socialKeys.all, 'activity'] as const,
  blocked: () => [...socialKeys.all, 'blocked'] as const,
};
