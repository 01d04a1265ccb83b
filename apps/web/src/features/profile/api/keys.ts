// Query keys of the profile feature (ADR 2700).
export const profileKeys = { all: ['profile'] as const };
