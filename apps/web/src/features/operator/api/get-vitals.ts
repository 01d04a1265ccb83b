// GET /api/operator/vitals?days=N (shoppers' Web Vitals, p75 per page kind) and GET
// /api/operator/audit (imports, grants and revokes).
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, VitalRow } from '@store/shared/operator-schema';
import { api } from '../../../lib/api-client';
import { EXPIRES_SESSION } from '../../../lib/session-expiry';
import { operatorKeys } from './keys';

export const useVitals = (days: number) =>
  useQuery({
    ...EXPIRES_SESSION,
    queryKey: operatorKeys.vitals(days),
    queryFn: ({ signal }) => api<VitalRow[]>('/api/operator/vitals', { query: { days }, signal }),
  });

export const useAudit = () =>
  useQuery({
    ...EXPIRES_SESSION,
    queryKey: operatorKeys.audit(),
    queryFn: ({ signal }) => api<AuditEntry[]>('/api/operator/audit', { signal }),
  });
