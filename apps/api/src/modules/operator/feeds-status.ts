// The console's view of the catalogue feeds: each feed's last import and product counts, and
// the last imports with their whole summaries (modules/feeds writes both tables).
import { sql } from 'drizzle-orm';
import type { FeedStatus, ImportRun, ImportSummaryAnswer } from '@store/shared/operator-schema';
import { selectRows, type Executor } from '../../db/client';

interface RunRow {
  id: string;
  feed: string;
  status: ImportRun['status'];
  started_at: Date | string;
  finished_at: Date | string | null;
  summary: unknown;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const summaryOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null)) as ImportSummaryAnswer | null;

const toRun = (r: RunRow): ImportRun => ({
  id: r.id,
  feed: r.feed,
  status: r.status,
  startedAt: iso(r.started_at),
  finishedAt: r.finished_at === null ? null : iso(r.finished_at),
  summary: summaryOf(r.summary),
});

export function feedsStatusRepository(db: Executor) {
  return {
    async feeds(): Promise<FeedStatus[]> {
      const rows = await selectRows<
        RunRow & { name: string; source: string; available: unknown; unavailable: unknown }
      >(
        db,
        sql`SELECT f.name, f.source, r.id, r.status, r.started_at, r.finished_at, r.summary,
                   c.available, c.unavailable
              FROM feeds f
              LEFT JOIN LATERAL (
                SELECT id, status, started_at, finished_at, summary FROM import_runs
                 WHERE feed = f.name AND NOT dry_run ORDER BY started_at DESC LIMIT 1
              ) r ON true
              LEFT JOIN LATERAL (
                SELECT count(*) FILTER (WHERE available) AS available, count(*) FILTER (WHERE NOT available) AS unavailable
                  FROM products WHERE feed = f.name
              ) c ON true
             ORDER BY f.name`,
      );
      return rows.map((r) => {
        const s = summaryOf(r.summary);
        return {
          feed: r.name,
          source: r.source,
          lastImport:
            r.id === null
              ? null
              : {
                  id: r.id,
                  at: iso(r.finished_at ?? r.started_at),
                  status: r.status,
                  added: s?.added ?? 0,
                  updated: s?.updated ?? 0,
                  unchanged: s?.unchanged ?? 0,
                  unavailable: s?.madeUnavailable ?? 0,
                  rejected: s?.rejected.length ?? 0,
                  imagesFailed: s?.images.failed.length ?? 0,
                },
          products: { available: Number(r.available ?? 0), unavailable: Number(r.unavailable ?? 0) },
        };
      });
    },

    /** The newest imports first, of one feed or of all. */
    async imports(feed: string | undefined, limit: number): Promise<ImportRun[]> {
      const rows = await selectRows<RunRow>(
        db,
        sql`SELECT id, feed, status, started_at, finished_at, summary FROM import_runs
             WHERE ${feed === undefined ? sql`true` : sql`feed = ${feed}`}
             ORDER BY started_at DESC LIMIT ${limit}`,
      );
      return rows.map(toRun);
    },

    async importRun(id: string): Promise<ImportRun | undefined> {
      const rows = await selectRows<RunRow>(
        db,
        sql`SELECT id, feed, status, started_at, finished_at, summary FROM import_runs WHERE id = ${id}::uuid`,
      );
      return rows[0] && toRun(rows[0]);
    },
  };
}
