// GET /api/alerts/preferences: what the shopper wants to be told, and how.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertPreferences } from '@store/shared/alerts';
import { api } from '../../../lib/api-client';
import { alertKeys } from './keys';

export const getAlertPreferences = (signal?: AbortSignal) =>
  api<AlertPreferences>('/api/alerts/preferences', { signal });

export const alertPreferencesQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.preferences(), queryFn: ({ signal }) => getAlertPreferences(signal) });

export const useAlertPreferences = () => useQuery(alertPreferencesQueryOptions());
