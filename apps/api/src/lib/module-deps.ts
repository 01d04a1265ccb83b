// What the composition root (app.ts and entry/services.ts, ADR 2701) builds every service from.
// A service takes one object and names what it uses of it (`{ database, now }`), plus any
// service or shared state built before it (`facets`, `reads`).
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from './mail-types';

export interface ServiceDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The app's clock (config.now): tests move it. */
  now: () => number;
}
