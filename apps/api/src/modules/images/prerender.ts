// Pre-renders the variants of stored images that have none on disk (the demo catalogue's
// drawings, a DATA_DIR whose cache was lost), one image at a time in the background after the
// server starts, the home page's pictures first and product pictures in listing order.
// Imported images never need it: ingest made their variants. The encodes run in a child process
// at the lowest CPU priority (background-renderer.ts), and the run pauses while requests come
// (isBusy), so it only takes the CPU nobody is waiting on.
import { eq, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { images } from '../../db/schema/catalog';
import { startBackgroundRenderer, type BackgroundRenderer } from './background-renderer';
import { missingVariants } from './make-variants';
import { imageCacheDir } from './variants';

const QUIET_CHECK_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Prerender {
  /** Resolves when every image has its variants (or the run was stopped). */
  done: Promise<{ images: number; encoded: number }>;
  stop(): Promise<void>;
}

export function startPrerender(
  database: Database,
  dataDir: string,
  options: {
    /** Where the encodes run; by default a child process of its own at the lowest priority. */
    renderer?: BackgroundRenderer;
    onError?: (err: unknown, id: string) => void;
    /** True while shoppers are browsing: the next image waits until it is false. */
    isBusy?: () => boolean;
  } = {},
): Prerender {
  const renderer = options.renderer ?? startBackgroundRenderer();
  const cacheDir = imageCacheDir(dataDir);
  let stopped = false;

  async function run() {
    // Pictures that are no product's (hero, tiles, brands) first, then main pictures, then the rest.
    const rows = await selectRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM images
           ORDER BY CASE WHEN id LIKE 'p%-0' THEN 1 WHEN id LIKE 'p%-%' THEN 2 ELSE 0 END, id`,
    );
    let encoded = 0;
    let done = 0;
    for (const { id } of rows) {
      if (stopped) break;
      if ((await missingVariants(cacheDir, id)).length === 0) continue;
      while (!stopped && options.isBusy?.()) await sleep(QUIET_CHECK_MS);
      if (stopped) break;
      try {
        const original = await database.db.select({ data: images.data }).from(images).where(eq(images.id, id));
        if (original[0] && !stopped) encoded += await renderer.render(cacheDir, id, original[0].data);
        done++;
      } catch (err) {
        if (stopped) break;
        options.onError?.(err, id);
      }
    }
    return { images: done, encoded };
  }

  // The child ends with the run: a store whose pictures all have their sizes keeps no process for it.
  const done = run().finally(() => renderer.close());
  return {
    done,
    async stop() {
      stopped = true;
      await renderer.close();
      await done.catch(() => undefined);
    },
  };
}
