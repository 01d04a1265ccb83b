// The importer as the server and `npm run import` run it: pictures fetched, and feed and
// picture URLs fetched only from public addresses or the hosts of IMPORT_ALLOW_HOSTS (ADR 1422),
// a download spooled under DATA_DIR.
import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createImageIngest } from '../images/ingest';
import { feedsService } from './service';

export function importerFor(database: Database, config: Pick<Config, 'dataDir' | 'importAllowHosts'>) {
  const allow = config.importAllowHosts;
  return feedsService({
    database,
    images: createImageIngest({ database, dataDir: config.dataDir, allow }),
    sources: { allow, spoolDir: path.join(config.dataDir, 'tmp') },
  });
}
