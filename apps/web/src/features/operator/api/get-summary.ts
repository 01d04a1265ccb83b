// GET /api/operator/summary?days=N: the console's figures for the last N days.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Summary } from '@store/shared/operator-schema';
import { api } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { operatorKeys } from './keys';

export const getSummary = (days: number, signal?: AbortSignal) =>
  api<Summary>('/api/operator/summary', { query: { days }, signal });

/** The last range's figures stay on screen while another range loads. */
export const useSummary = (days: number) =>
  useQuery({
    ...EXPIRES_SESSION,
    queryKey: operatorKeys.summary(days),
    queryFn: ({ signal }) => getSummary(days, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
