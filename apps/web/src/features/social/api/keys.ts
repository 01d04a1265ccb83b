// Query keys of shop-with-friends: one place, so a change can invalidate what it affects.
export const socialKeys = {
  all: ['social'] as const,
  wishlist: () => [...socialKeys.all, 'wishlist'] as const,
  activity: () => [...socialKeys.all, 'activity'] as const,
  blocked: () => [...socialKeys.all, 'blocked'] as const,
};
