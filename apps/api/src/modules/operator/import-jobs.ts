// Imports started from the console: each runs in the background through the same importer as
// `npm run import` (modules/feeds/service.ts) and is watched by its id, first its progress, then
// its summary or its error. The id is the import's own (import_runs.id), so a finished import
// is still found after its job is forgotten.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJob } from '@store/shared/operator-schema';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { auditRepository } from '../audit/repository';
import { FeedError } from '../feeds/read-feed';
import { importDetail } from '../feeds/routes';
import type { FeedsService } from '../feeds/service';
import { ImportStopped, type ImportOptions } from '../feeds/service';

/** Console imports at once: each holds its feed in memory and takes the image encoders. */
export const MAX_RUNNING_IMPORTS = 2;
/** Jobs remembered in memory; older ones are read back from import_runs. */
const KEPT_JOBS = 50;

export interface ImportJobDeps {
  database: Database;
  /** The server's one importer (feeds/importer.ts), as `npm run import` runs it: public addresses only (ADR 1422). */
  importer: FeedsService;
  log: FastifyBaseLogger;
}

export function importJobs({ database, importer, log }: ImportJobDeps) {
  const jobs = new Map<string, ImportJob>();
  const running = () => [...jobs.values()].filter((j) => j.status === 'running').length;

  function remember(job: ImportJob): void {
    jobs.set(job.id, job);
    for (const [id, old] of jobs) {
      if (jobs.size <= KEPT_JOBS) break;
      if (old.status !== 'running') jobs.delete(id);
    }
  }

  return {
    /** Starts an import for `actor` (the operator's e-mail); answers its id at once. */
    async start(actor: string, options: Pick<ImportOptions, 'feed' | 'source' | 'content'>): Promise<{ id: string }> {
      if (running() >= MAX_RUNNING_IMPORTS)
        throw new HttpError(429, 'Two imports are running; start this one when one of them has finished.', {
          'retry-after': '30',
        });
      const id = randomUUID();
      const job: ImportJob = {
        id,
        feed: options.feed,
        status: 'running',
        progress: { phase: 'reading', done: 0, total: 0 },
        summary: null,
        error: null,
      };
      remember(job);
      await auditRepository(database.db).record(actor, 'import', options.feed, { id, ...importDetail(options) });
      void importer
        .runImport({ ...options, runId: id }, (progress) => {
          job.progress = progress;
        })
        .then(
          (summary) => {
            job.summary = summary;
            job.status = 'done';
          },
          (err: unknown) => {
            job.status = 'failed';
            // A feed's own fault or a busy lease is the operator's to read; anything else (a
            // database error carries its SQL) stays in the server's log.
            if (err instanceof FeedError || err instanceof ImportStopped) job.error = err.message;
            else {
              log.error({ err, importId: id }, 'console import failed');
              job.error = 'The import failed; the server log says why.';
            }
          },
        );
      return { id };
    },

    get: (id: string): ImportJob | undefined => jobs.get(id),
  };
}
