// Query keys of the cart feature (ADR 2700).
export const cartKeys = { all: ['cart'] as const };
