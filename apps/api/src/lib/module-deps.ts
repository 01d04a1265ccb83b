// What every module's routes receive from buildApp: the database, the config and the mailer.
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from './mail-types';

export interface ModuleDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
}
