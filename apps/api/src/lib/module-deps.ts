// What every module's routes receive from buildApp: the database, the config, the mailer and the
// product view counter (one per process: its batch is shared by every route that counts).
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from './mail-types';

export interface ModuleDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** modules/catalog/product-views.ts: count() on the hot path, flush() before the figures are read. */
  productViews: { count(productId: string): void; flush(): Promise<void> };
}
