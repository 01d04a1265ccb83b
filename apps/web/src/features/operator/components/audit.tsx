// Who did what: every import, grant and revoke, newest first.
import { useAudit } from '../api/get-vitals';
import { when } from './format';
import { Panel } from './panel';

const ACTIONS = { import: 'imported', grant: 'made an operator:', revoke: 'removed as operator:' } as const;

export function AuditLog() {
  const audit = useAudit();
  const entries = audit.data ?? [];
  return (
    <Panel title="Audit log">
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{audit.isPending ? 'Loading…' : 'No operator action yet.'}</p>
      ) : (
        <ol className="grid max-h-80 grid-cols-1 gap-2 overflow-auto text-sm">
          {entries.map((e, i) => (
            <li key={i} className="border-t border-line pt-2 first:border-0 first:pt-0">
              <span className="font-medium text-ink">{e.actor}</span> {ACTIONS[e.action]}{' '}
              <span className="font-medium text-ink">{e.subject}</span>
              {typeof e.detail.source === 'string' && e.detail.source ? (
                <span className="break-all text-muted"> from {e.detail.source}</span>
              ) : null}
              <div className="text-xs text-muted">{when(e.at)}</div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
