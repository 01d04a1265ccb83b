// The operator console's query keys (ADR 2700's convention; the calls: ADR 3300).
export const operatorKeys = {
  all: ['operator'] as const,
  summary: (days: number) => [...operatorKeys.all, 'summary', days] as const,
  feeds: () => [...operatorKeys.all, 'feeds'] as const,
  imports: () => [...operatorKeys.all, 'imports'] as const,
  importJob: (id: string) => [...operatorKeys.all, 'import', id] as const,
  vitals: (days: number) => [...operatorKeys.all, 'vitals', days] as const,
  audit: () => [...operatorKeys.all, 'audit'] as const,
};
