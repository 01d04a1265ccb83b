// The catalogue: each feed's last import (when, added, updated, unchanged, made unavailable,
// rejected, images failed) and its products; "Import now" from a URL or a file with live
// progress, then the summary with every rejected row and its reason.
import { useState, type FormEvent } from 'react';
import type { FeedStatus, ImportJob, ImportSummaryAnswer } from '@store/shared/operator-schema';
import { Button } from '../../../components/ui/button';
import { Skeletons } from '../../../components/ui/states';
import { useFeeds, useImports } from '../api/get-feeds';
import { useImportJob, useStartImport } from '../api/import-now';
import { ColumnHeads } from './column-heads';
import { count, when } from './format';
import { Panel } from './panel';

const PHASES: Record<ImportJob['progress']['phase'], string> = {
  reading: 'Reading the feed…',
  waiting: 'Waiting for another import of this feed to finish…',
  writing: 'Writing products…',
  finishing: 'Marking products the feed no longer lists…',
  done: 'Done',
};

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'bad' }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`font-semibold tabular-nums ${tone === 'bad' && value > 0 ? 'text-danger' : 'text-ink'}`}>
        {count(value)}
      </dd>
    </div>
  );
}

function FeedCard({ feed }: { feed: FeedStatus }) {
  const last = feed.lastImport;
  return (
    <li className="rounded-md border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{feed.feed}</h3>
        <span className="text-xs text-muted">
          {count(feed.products.available)} available · {count(feed.products.unavailable)} unavailable
        </span>
      </div>
      {feed.source ? <p className="truncate text-xs text-muted">{feed.source}</p> : null}
      {last ? (
        <>
          <p className="mt-2 text-xs">
            Last import {when(last.at)}{' '}
            {last.status === 'failed' ? (
              <strong className="text-danger">failed</strong>
            ) : last.status === 'running' ? (
              <strong>running</strong>
            ) : null}
          </p>
          <dl className="mt-1 grid grid-cols-3 gap-x-3 gap-y-1 text-sm sm:grid-cols-6">
            <Figure label="Added" value={last.added} />
            <Figure label="Updated" value={last.updated} />
            <Figure label="Unchanged" value={last.unchanged} />
            <Figure label="Unavailable" value={last.unavailable} />
            <Figure label="Rejected" value={last.rejected} tone="bad" />
            <Figure label="Images failed" value={last.imagesFailed} tone="bad" />
          </dl>
        </>
      ) : (
        <p className="mt-2 text-xs text-muted">Never imported.</p>
      )}
    </li>
  );
}

/** Every rejected row and failed image of an import, with its reason. */
function Problems({ summary }: { summary: ImportSummaryAnswer }) {
  const rows = [
    ...summary.rejected.map((r) => ({ where: r.where, what: r.reason })),
    ...summary.images.failed.map((f) => ({ where: f.where, what: `image ${f.url}: ${f.reason}` })),
  ];
  if (!rows.length) return null;
  return (
    <div className="mt-2 max-h-60 overflow-auto rounded border border-line">
      <table className="w-full text-left text-xs">
        <ColumnHeads columns={['Where', 'Why']} className="p-2 font-semibold" />
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-t border-line align-top">
              <td className="whitespace-nowrap p-2">{r.where}</td>
              <td className="break-all p-2">{r.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SummaryFigures({ summary }: { summary: ImportSummaryAnswer }) {
  return (
    <dl className="grid grid-cols-3 gap-x-3 gap-y-1 text-sm sm:grid-cols-6">
      <Figure label="Added" value={summary.added} />
      <Figure label="Updated" value={summary.updated} />
      <Figure label="Unchanged" value={summary.unchanged} />
      <Figure label="Unavailable" value={summary.madeUnavailable} />
      <Figure label="Rejected" value={summary.rejected.length} tone="bad" />
      <Figure label="Images failed" value={summary.images.failed.length} tone="bad" />
    </dl>
  );
}

function JobProgress({ id }: { id: string }) {
  const job = useImportJob(id);
  const data = job.data;
  if (!data) return <p className="text-sm text-muted">Starting…</p>;
  if (data.status === 'running') {
    const { phase, done, total } = data.progress;
    const pct = phase === 'writing' && total > 0 ? Math.round((done / total) * 100) : undefined;
    return (
      <div role="status" aria-live="polite" className="grid grid-cols-1 gap-2">
        <p className="text-sm">
          Importing <strong>{data.feed}</strong>: {PHASES[phase]}
          {pct === undefined ? '' : ` ${count(done)} of ${count(total)}`}
        </p>
        <progress className="operator-progress h-2 w-full" max={100} value={pct} aria-label="Import progress" />
      </div>
    );
  }
  if (data.status === 'failed')
    return (
      <p role="alert" className="text-sm text-danger">
        The import of {data.feed} failed: {data.error}
      </p>
    );
  return (
    <div role="status" className="grid grid-cols-1 gap-2">
      <p className="text-sm font-semibold text-success">
        Imported {data.feed}: {count(data.summary?.products ?? 0)} products read
      </p>
      {data.summary ? (
        <>
          <SummaryFigures summary={data.summary} />
          <Problems summary={data.summary} />
        </>
      ) : null}
    </div>
  );
}

function ImportNow() {
  const [mode, setMode] = useState<'url' | 'file'>('url');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [feed, setFeed] = useState('');
  const [jobId, setJobId] = useState<string>();
  const start = useStartImport();
  const ready = mode === 'url' ? /^https?:\/\/\S+$/i.test(url.trim()) : file !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const source = mode === 'url' ? { url, feed } : { file: file!, feed };
    start.mutate(source, { onSuccess: ({ id }) => setJobId(id) });
  };

  const field = 'min-h-11 w-full rounded-md border border-field bg-surface px-3 text-sm placeholder:text-muted';
  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-md border border-line bg-canvas p-3"
      aria-label="Import now"
    >
      <div className="flex gap-2" role="radiogroup" aria-label="Import from">
        {(['url', 'file'] as const).map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="import-from" checked={mode === m} onChange={() => setMode(m)} />
            {m === 'url' ? 'A URL' : 'A file'}
          </label>
        ))}
      </div>
      {mode === 'url' ? (
        <label className="grid grid-cols-1 gap-1 text-xs font-medium text-muted">
          Feed URL (a Shopify store, products.json or a Google Merchant feed)
          <input
            className={field}
            type="url"
            inputMode="url"
            placeholder="https://shop.example.in"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
      ) : (
        <label className="grid grid-cols-1 gap-1 text-xs font-medium text-muted">
          Feed file (JSON, JSON lines, CSV, TSV or XML)
          <input className="text-sm" type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
      )}
      <label className="grid grid-cols-1 gap-1 text-xs font-medium text-muted">
        Feed name (optional: the URL's host or the file's name)
        <input className={field} value={feed} maxLength={64} onChange={(e) => setFeed(e.target.value)} />
      </label>
      <div>
        <Button type="submit" disabled={!ready || start.isPending}>
          Import now
        </Button>
      </div>
      {start.isError ? (
        <p role="alert" className="text-sm text-danger">
          {start.error.message}
        </p>
      ) : null}
      {jobId ? <JobProgress key={jobId} id={jobId} /> : null}
    </form>
  );
}

function LastImports() {
  const imports = useImports();
  const runs = imports.data ?? [];
  if (!runs.length) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-2 font-medium">The last imports, with rejected rows</summary>
      <ul className="grid grid-cols-1 gap-3">
        {runs.map((run) => (
          <li key={run.id} className="rounded-md border border-line p-3">
            <p className="text-xs">
              <strong className="text-ink">{run.feed}</strong> · {when(run.startedAt)} ·{' '}
              <span className={run.status === 'failed' ? 'text-danger' : ''}>{run.status}</span>
            </p>
            {run.summary ? (
              <div className="mt-2">
                <SummaryFigures summary={run.summary} />
                <Problems summary={run.summary} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Feeds() {
  const feeds = useFeeds();
  return (
    <Panel title="Catalogue feeds">
      <div className="grid grid-cols-1 gap-4">
        {feeds.isPending ? (
          <Skeletons classes={['h-24', 'h-24']} className="grid grid-cols-1 gap-3" />
        ) : feeds.isError ? (
          <p role="alert" className="text-sm text-danger">
            The feeds could not be loaded. Reload the page to try again.
          </p>
        ) : feeds.data.length === 0 ? (
          <p className="text-sm text-muted">No feed yet: import the first one below.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {feeds.data.map((f) => (
              <FeedCard key={f.feed} feed={f} />
            ))}
          </ul>
        )}
        <ImportNow />
        <LastImports />
      </div>
    </Panel>
  );
}
