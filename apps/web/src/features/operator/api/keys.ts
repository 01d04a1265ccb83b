// The operator console's query keys (API.md, Operator console).
export const operatorKeys = {
  all: ['operator'] as const,
  summary: (days: number) => ['operator', 'summary', days] as const,
  feeds: () => ['operator', 'feeds'] as const,
  imports: () => ['operator', 'imports'] as const,
  importJob: (id: string) => ['operator', 'import', id] as const,
  vitals: (days: number) => ['operator', 'vitals', days] as const,
  audit: () => ['operator', 'audit'] as const,
};
