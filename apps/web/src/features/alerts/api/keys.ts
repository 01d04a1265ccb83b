// Query keys of the alerts feature (ADR 2700).
export const alertKeys = {
  all: ['alerts'] as const,
  preferences: () => [...alertKeys.all, 'preferences'] as const,
};
