// Granting and revoking the operator role (`npm run operator -- grant|revoke EMAIL`): only the
// command line does it, directly on the database or through the running server's local route.
// Each change is written to the audit log.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/client';
import type { ServiceDeps } from '../../lib/module-deps';
import { auditRepository, COMMAND_LINE } from '../audit/repository';

export type RoleChange = 'grant' | 'revoke';

export interface RoleOutcome {
  ok: boolean;
  /** What happened, or why nothing did (an unknown e-mail). */
  message: string;
}

export function operatorRoles({ database }: Pick<ServiceDeps, 'database'>) {
  const { db } = database;
  return {
    async change(action: RoleChange, rawEmail: string): Promise<RoleOutcome> {
      const email = rawEmail.trim().toLowerCase();
      const users = await selectRows<{ id: string; operator: boolean }>(
        db,
        sql`SELECT u.id, o.user_id IS NOT NULL AS operator
              FROM users u LEFT JOIN operators o ON o.user_id = u.id WHERE u.email = ${email}`,
      );
      const user = users[0];
      if (!user) return { ok: false, message: `No account has the e-mail ${email}.` };
      if (action === 'grant') {
        if (user.operator) return { ok: true, message: `${email} is already an operator.` };
        await db.execute(sql`INSERT INTO operators (user_id) VALUES (${user.id}::uuid) ON CONFLICT DO NOTHING`);
      } else {
        if (!user.operator) return { ok: true, message: `${email} is not an operator.` };
        await db.execute(sql`DELETE FROM operators WHERE user_id = ${user.id}::uuid`);
      }
      await auditRepository(db).record(COMMAND_LINE, action, email);
      return {
        ok: true,
        message: action === 'grant' ? `${email} is now an operator.` : `${email} is no longer an operator.`,
      };
    },
  };
}

export type OperatorRoles = ReturnType<typeof operatorRoles>;
