// Web Vitals are kept as histograms (ADR 3300): a value falls in the bucket of its logarithm,
// each bucket 2 % wider than the one before, so a p75 read from them is within 1 % of the
// values' own and the table cannot grow with the traffic. CLS, a score, is counted in
// thousandths; the others are milliseconds.
import { VITAL_METRICS, type VitalMetric } from '@store/shared/operator';

const STEP = Math.log(1.02);
const scale = (metric: VitalMetric) => (metric === 'CLS' ? 1000 : 1);

export function bucketOf(metric: VitalMetric, value: number): number {
  return Math.round(Math.log1p(Math.max(0, value) * scale(metric)) / STEP);
}

/** The value a bucket stands for (its middle on the log scale). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  const value = Math.expm1(bucket * STEP) / scale(metric);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** The 75th percentile of one page kind's metric from its buckets' counts. */
export function p75(metric: VitalMetric, buckets: { bucket: number; n: number }[]): number {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.n, 0);
  let seen = 0;
  for (const b of sorted) {
    seen += b.n;
    if (seen >= 0.75 * total) return bucketValue(metric, b.bucket);
  }
  return 0;
}

export const isVitalMetric = (name: string): name is VitalMetric => (VITAL_METRICS as readonly string[]).includes(name);
