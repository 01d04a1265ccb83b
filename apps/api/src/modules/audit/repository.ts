// The audit log of operator actions (ADR 3300): every import, grant and revoke, whoever did it
// and from where (an operator's e-mail, or 'command line'). Written by the feeds' and the
// operator's routes and the operator command; listed in the console.
import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@store/shared/operator-schema';
import { selectRows, type Executor } from '../../db/client';

/** Who acted when no signed-in operator did: the machine's own user, through a command. */
export const COMMAND_LINE = 'command line';

export type AuditAction = AuditEntry['action'];

export function auditRepository(db: Executor) {
  return {
    async record(actor: string, action: AuditAction, subject: string, detail: Record<string, unknown> = {}) {
      await db.execute(
        sql`INSERT INTO operator_audit (actor, action, subject, detail)
            VALUES (${actor}, ${action}, ${subject}, ${JSON.stringify(detail)}::jsonb)`,
      );
    },

    /** The newest entries first. */
    async latest(limit: number): Promise<AuditEntry[]> {
      const rows = await selectRows<{
        at: Date | string;
        actor: string;
        action: AuditAction;
        subject: string;
        detail: unknown;
      }>(
        db,
        sql`SELECT at, actor, action, subject, detail FROM operator_audit ORDER BY at DESC, id DESC LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        at: new Date(r.at).toISOString(),
        actor: r.actor,
        action: r.action,
        subject: r.subject,
        detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>,
      }));
    },
  };
}
