// Versioned SQL migrations, applied at start-up in file-name order. Safe to run twice (applied
// versions are recorded) and from two processes at once (an advisory lock serialises them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database, RawQuery } from './client';
import { DATA_MIGRATIONS } from './data-migrations';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_KEY = 727_110_001; // any constant shared by every process of this app

export interface Migration {
  version: string;
  run(query: RawQuery): Promise<unknown>;
}

/** The SQL files and the data migrations (data-migrations.ts), in version order. */
export function listMigrations(): Migration[] {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .map((f): Migration => {
      const sql = readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8');
      return { version: f.replace(/\.sql$/, ''), run: (query) => query(sql) };
    });
  return [...files, ...DATA_MIGRATIONS].sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/** Applies pending migrations; returns the versions it applied. */
export async function migrate(database: Database): Promise<string[]> {
  return database.withConnection(async (query) => {
    await query(`SELECT pg_advisory_lock(${LOCK_KEY})`);
    try {
      await query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await query('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((r) => String(r.version)));
      const done: string[] = [];
      for (const m of listMigrations()) {
        if (applied.has(m.version)) continue;
        await query('BEGIN');
        try {
          await m.run(query);
          await query(`INSERT INTO schema_migrations (version) VALUES ('${m.version.replace(/'/g, "''")}')`);
          await query('COMMIT');
        } catch (err) {
          await query('ROLLBACK');
          throw new Error(`Migration ${m.version} failed: ${(err as Error).message}`, { cause: err });
        }
        done.push(m.version);
      }
      return done;
    } finally {
      await query(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
    }
  });
}
