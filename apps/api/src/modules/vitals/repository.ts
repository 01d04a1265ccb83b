// The SQL of Web Vitals: buckets' counts added per (day, page, metric, bucket), read per window.
import { sql } from 'drizzle-orm';
import type { VitalMetric, VitalPage } from '@store/shared/operator';
import { selectRows, type Executor } from '../../db/client';

export interface BucketKey {
  day: string;
  page: VitalPage;
  metric: VitalMetric;
  bucket: number;
}

export const bucketKey = (k: BucketKey) => `${k.day}\0${k.page}\0${k.metric}\0${k.bucket}`;

export function vitalsRepository(db: Executor) {
  return {
    async add(counts: ReadonlyMap<string, number>): Promise<void> {
      const columns: [string[], string[], string[], number[], number[]] = [[], [], [], [], []];
      for (const [key, n] of counts) {
        const [day, page, metric, bucket] = key.split('\0') as [string, string, string, string];
        columns[0].push(day);
        columns[1].push(page);
        columns[2].push(metric);
        columns[3].push(Number(bucket));
        columns[4].push(n);
      }
      const [days, pages, metrics, buckets, ns] = columns;
      await db.execute(sql`
        INSERT INTO vital_buckets AS v (day, page, metric, bucket, n)
        SELECT * FROM unnest(${sql.param(days)}::date[], ${sql.param(pages)}::text[], ${sql.param(metrics)}::text[],
                             ${sql.param(buckets)}::smallint[], ${sql.param(ns)}::integer[])
        ORDER BY 1, 2, 3, 4
        ON CONFLICT (day, page, metric, bucket) DO UPDATE SET n = v.n + excluded.n`);
    },

    async buckets(from: string, to: string) {
      const rows = await selectRows<{ page: VitalPage; metric: VitalMetric; bucket: number; n: unknown }>(
        db,
        sql`SELECT page, metric, bucket, sum(n) AS n FROM vital_buckets
             WHERE day BETWEEN ${from}::date AND ${to}::date
             GROUP BY page, metric, bucket`,
      );
      return rows.map((r) => ({ page: r.page, metric: r.metric, bucket: Number(r.bucket), n: Number(r.n) }));
    },
  };
}
