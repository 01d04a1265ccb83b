// Query keys of the visual search feature (ADR 2700).
export const visualSearchKeys = {
  all: ['visual-search'] as const,
  /** One photo's results: `photo` numbers the photo the shopper chose, `gender` narrows. */
  byImage: (photo: number, gender: string) => [...visualSearchKeys.all, 'image', photo, gender] as const,
  similar: (productId: string, limit: number) => [...visualSearchKeys.all, 'similar', productId, limit] as const,
};
