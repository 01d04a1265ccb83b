// GET /api/products/suggest?q=: brands, categories and products for what the shopper is typing.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@store/shared/discovery-schema';
import { apiRequest } from '../../../lib/api-client';
import { searchKeys } from './keys';

export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return (await apiRequest<Suggestions>('/api/products/suggest', { query: { q }, signal })).data;
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
    // The list stays while the next keystroke's answer comes.
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (q: string) => useQuery(suggestionsQueryOptions(q));
