// /operator: the operator's console (docs/api.md, Operator console; ADR 3300). Loaded only when an
// operator opens it (a lazy route; its charts library comes with it), never on a shopper's
// path. Anyone else is answered 404 by every call it makes, and sees no figure.
import { Download, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SUMMARY_DAYS } from '@store/shared/operator';
import { RequireToken } from '../../components/auth-gate';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Skeletons, StateMessage } from '../../components/ui/states';
import { ApiError } from '../../lib/api-client';
import { downloadSummaryCsv } from '../../features/operator/api/download-summary-csv';
import { useSummary } from '../../features/operator/api/get-summary';
import { AuditLog } from '../../features/operator/components/audit';
import { Business } from '../../features/operator/components/business';
import { Feeds } from '../../features/operator/components/feeds';
import { RangePicker } from '../../features/operator/components/range-picker';
import { Speed } from '../../features/operator/components/speed';

/** The range in the address (?days=N), so a reload or a shared link keeps it. */
function useDays(): [number, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('days'));
  const days = Number.isInteger(raw) && raw >= SUMMARY_DAYS.min && raw <= SUMMARY_DAYS.max ? raw : SUMMARY_DAYS.default;
  return [days, (n) => setParams(n === SUMMARY_DAYS.default ? {} : { days: String(n) }, { replace: true })];
}

function Console() {
  const [days, setDays] = useDays();
  const summary = useSummary(days);
  const [csvError, setCsvError] = useState<string>();

  if (summary.isError) {
    const notOperator = summary.error instanceof ApiError && summary.error.status === 404;
    return (
      <StateMessage
        tone={notOperator ? 'neutral' : 'error'}
        icon={notOperator ? <SearchX size={40} strokeWidth={1.5} /> : undefined}
        title={notOperator ? 'Page not found' : 'The figures could not be loaded'}
        body={notOperator ? 'This page is for the store’s operators.' : 'Check your connection and try again.'}
        action={
          notOperator ? (
            <ButtonLink to="/home">Go to the store</ButtonLink>
          ) : (
            <Button onClick={() => void summary.refetch()}>Try again</Button>
          )
        }
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 px-3 py-4 sm:px-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangePicker days={days} onChange={setDays} />
        <Button
          variant="secondary"
          onClick={() => {
            setCsvError(undefined);
            downloadSummaryCsv(days).catch((err: unknown) => setCsvError((err as Error).message));
          }}
        >
          <Download aria-hidden="true" size={18} /> Export CSV
        </Button>
      </div>
      {csvError ? (
        <p role="alert" className="text-sm text-danger">
          {csvError}
        </p>
      ) : null}
      {summary.data ? (
        <div
          className={`grid grid-cols-1 gap-4 ${summary.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={summary.isFetching}
        >
          <Business s={summary.data} />
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
            <Speed days={days} />
            <AuditLog />
          </div>
          <Feeds />
        </div>
      ) : (
        <Skeletons classes={['h-24', 'h-72', 'h-56']} className="grid grid-cols-1 gap-4" />
      )}
    </div>
  );
}

export function OperatorRoute() {
  return (
    <main>
      <PageHeader title="Console" tabTitle="Operator console" back />
      <RequireToken>
        <Console />
      </RequireToken>
    </main>
  );
}
