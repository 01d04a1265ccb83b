// The operator console's answers (docs/api.md, Operator console): zod schemas for the server's routes;
// the web app imports the types only (ADR 1502).
import { z } from 'zod';
import { SUMMARY_DAYS, VITAL_METRICS, VITAL_PAGES } from './operator';

export const summaryQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'days must be a whole number from 1 to 365' })
    .int('days must be a whole number from 1 to 365')
    .min(SUMMARY_DAYS.min, 'days must be a whole number from 1 to 365')
    .max(SUMMARY_DAYS.max, 'days must be a whole number from 1 to 365')
    .default(SUMMARY_DAYS.default),
});

const count = z.number().int().nonnegative();
const perDay = z.array(z.object({ day: z.string(), count }));
const dailyFigure = z.object({ total: count, byDay: perDay });

export const summarySchema = z.object({
  days: z.number().int(),
  /** The first and last store day of the window (YYYY-MM-DD, India's day). */
  from: z.string(),
  to: z.string(),
  clickOuts: z.object({
    total: count,
    bySource: z.array(z.object({ source: z.string(), count })),
    /** Every day of the window, oldest first, zeros included. */
    byDay: perDay,
    /** Only the days and sources with click-outs. */
    byDayAndSource: z.array(z.object({ day: z.string(), source: z.string(), count })),
    /** The top brands' click-outs, only the days with some. */
    byDayAndBrand: z.array(z.object({ day: z.string(), brand: z.string(), count })),
  }),
  productViews: count,
  cartAdds: count,
  copies: count,
  /** Click-outs per product view; null with no views. */
  clickThroughRate: z.number().nullable(),
  topProducts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      brand: z.string(),
      views: count,
      clickOuts: count,
      cartAdds: count,
      copies: count,
    }),
  ),
  topBrands: z.array(z.object({ brand: z.string(), views: count, clickOuts: count })),
  signups: dailyFigure,
  social: z.object({ friendships: dailyFigure, shares: dailyFigure, opinions: dailyFigure }),
});
export type Summary = z.infer<typeof summarySchema>;

const where = z.string();
/** What one import did: the summary `npm run import` prints (modules/feeds/service.ts). */
export const importSummarySchema = z.object({
  feed: z.string(),
  format: z.string(),
  dryRun: z.boolean(),
  products: count,
  added: count,
  updated: count,
  unchanged: count,
  madeUnavailable: count,
  availableAgain: count,
  skippedDrafts: count,
  rejected: z.array(z.object({ where, reason: z.string() })),
  images: z.object({ fetched: count, failed: z.array(z.object({ where, url: z.string(), reason: z.string() })) }),
  unmatchedCategories: z.array(z.object({ where, title: z.string(), productType: z.string() })),
  seconds: z.number(),
});
export type ImportSummaryAnswer = z.infer<typeof importSummarySchema>;

export const feedStatusSchema = z.object({
  feed: z.string(),
  /** The URL it was last imported from; '' for a file. */
  source: z.string(),
  lastImport: z
    .object({
      id: z.string(),
      at: z.string(),
      status: z.enum(['running', 'done', 'failed']),
      added: count,
      updated: count,
      unchanged: count,
      unavailable: count,
      rejected: count,
      imagesFailed: count,
    })
    .nullable(),
  products: z.object({ available: count, unavailable: count }),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;

/** What a run of an import is, in the list of runs and while it runs. */
const importRun = { id: z.string(), feed: z.string(), status: z.enum(['running', 'done', 'failed']) };

export const importRunSchema = z.object({
  ...importRun,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  summary: importSummarySchema.nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

/** GET /api/operator/imports/{id}: while it runs, its progress; then its summary or its error. */
export const importJobSchema = z.object({
  ...importRun,
  progress: z.object({
    phase: z.enum(['reading', 'waiting', 'writing', 'finishing', 'done']),
    done: count,
    total: count,
  }),
  summary: importSummarySchema.nullable(),
  error: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const vitalRowSchema = z.object({
  page: z.enum(VITAL_PAGES),
  metric: z.enum(VITAL_METRICS),
  p75: z.number(),
  count,
});
export type VitalRow = z.infer<typeof vitalRowSchema>;

export const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(['import', 'grant', 'revoke']),
  subject: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** POST /api/vitals: one metric of one page load, as the web-vitals library measured it. */
export const vitalBeaconSchema = z.strictObject({
  name: z.enum(VITAL_METRICS),
  value: z.number().finite().nonnegative(),
  page: z.enum(VITAL_PAGES),
  id: z.string().max(40),
});
