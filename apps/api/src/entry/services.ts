// The composition root's parts (ADR 2701): every service of the server and the state they share,
// built once from the infrastructure. buildApp hands them to the route plugins, each of which
// names what it uses; nothing below builds a service of another module or finds shared state in
// a module-level map.
import type { FastifyBaseLogger } from 'fastify';
import { onCatalogueChange } from '../lib/catalogue-changes';
import { costlyReads } from '../lib/costly-reads';
import type { ServiceDeps } from '../lib/module-deps';
import { alertsService } from '../modules/alerts/service';
import { authService } from '../modules/auth/service';
import { blocksService } from '../modules/blocks/service';
import { cartService } from '../modules/cart/service';
import { facetIndex } from '../modules/catalog/facet-index';
import { productViews } from '../modules/catalog/product-views';
import { catalogService } from '../modules/catalog/service';
import { clickOutsService } from '../modules/click-outs/service';
import { discoveryService } from '../modules/discovery/service';
import { importerFor } from '../modules/feeds/importer';
import type { EncodeQueue } from '../modules/images/encode-queue';
import { imagesService } from '../modules/images/service';
import { friendsService } from '../modules/friends/service';
import { operatorFigures } from '../modules/operator/figures';
import { operatorRoles } from '../modules/operator/roles';
import { searchService } from '../modules/search/service';
import { socialService } from '../modules/social/service';
import { visualSearchRepository } from '../modules/visual-search/repository';
import { visualSearchService } from '../modules/visual-search/service';
import { wishlistService } from '../modules/wishlist/service';

export function buildServices(
  deps: ServiceDeps,
  log: FastifyBaseLogger,
  { describePictures = false, encodeQueue }: { describePictures?: boolean; encodeQueue?: EncodeQueue } = {},
) {
  const { config, database, now } = deps;
  // Shared by every costly read of the process: search, suggestions, facets, the sitemap (ADR 2613).
  const reads = costlyReads(database);
  // One facet index: listings and their facet counts count from the same rows (ADR 1602).
  const facets = facetIndex(database.db, { now });
  onCatalogueChange(database.db, facets.forget);
  const views = productViews(database, now, (err) => log.warn({ err }, 'product views not written yet'));
  return {
    ...deps,
    reads,
    facets,
    productViews: views,
    alerts: alertsService(deps),
    auth: authService(deps),
    blocks: blocksService(deps),
    cart: cartService(deps),
    catalog: catalogService({ ...deps, facets }),
    clickOuts: clickOutsService(deps),
    discovery: discoveryService(deps),
    friends: friendsService(deps),
    images: imagesService(deps, encodeQueue),
    search: searchService({ ...deps, reads }),
    social: socialService(deps),
    wishlist: wishlistService(deps),
    visualSearch: visualSearchService(visualSearchRepository(database.db), {
      describeStored: describePictures,
      snapshotDir: config.dataDir,
      onError: (err, imageId) =>
        log.warn(
          { err, imageId },
          imageId === undefined
            ? 'visual search: background work failed'
            : 'visual search: a picture was not described',
        ),
    }),
    // The console's "Import now" and `npm run import`'s local route share one importer (ADR 1422).
    importer: importerFor(database, config),
    figures: operatorFigures({ ...deps, beforeRead: views.flush }),
    roles: operatorRoles(deps),
  };
}

export type Services = ReturnType<typeof buildServices>;
