// Migrations that need the application's own code (a TypeScript rule the SQL cannot repeat
// without a second copy). Applied by migrate() in version order together with the SQL files,
// recorded in schema_migrations like them.
import { colourFamily } from '@store/shared/colour-family';
import type { RawQuery } from './client';

export interface DataMigration {
  version: string;
  run(query: RawQuery): Promise<void>;
}

export const DATA_MIGRATIONS: readonly DataMigration[] = [
  {
    // Products loaded before 1400: the family of each distinct colour name (a few dozen names).
    version: '1400b_colour_family_backfill',
    async run(query) {
      const { rows } = await query(`SELECT DISTINCT color FROM products WHERE color_family = ''`);
      for (const { color } of rows) {
        const family = colourFamily(String(color));
        if (family) await query(`UPDATE products SET color_family = $1 WHERE color = $2`, [family, color]);
      }
    },
  },
];
