// Catalogue rules: how an explore key (hero slide, category tile or brand link) finds its
// products, through the one shared mapping (packages/shared/src/catalogue.ts, ADR 0003), and the
// discovery a listing takes (sort, filters, facets; ADR 1600).
import { TYPE_SOURCES, type TypeSource } from '@store/shared/catalogue';
import type { Facets, Filters } from '@store/shared/discovery';
import { chartForSizes, defaultSizeChart, sizeChartSchema, type ProductSizeChart } from '@store/shared/size-charts';
import type { ServiceDeps } from '../../lib/module-deps';
import type { Discovery } from './discovery-sql';
import type { FacetIndex } from './facet-index';
import { catalogRepository, scopes, type Scope } from './repository';
import type { PageRequest, ProductPage } from './product-view';

const NO_DISCOVERY: Discovery = { filters: { brand: [], size: [], color: [], category: [] } };

/** The mapping's entry for a key; an own property only ("constructor" is not a key). */
export function typeSource(type: string): TypeSource | undefined {
  return Object.hasOwn(TYPE_SOURCES, type) ? TYPE_SOURCES[type] : undefined;
}

/** The catalogue's rules over its repository and the process's one facet index (ADR 1602). */
export function catalogService({ database, facets }: Pick<ServiceDeps, 'database'> & { facets: FacetIndex }) {
  const repo = catalogRepository(database.db);

  /**
   * A page of the scope. The total is the facet index's (ADR 1602): counted in memory, not by
   * reading the rows again. It comes first: a page past it is not asked for, and for a listing
   * with no match the planner's walk of the scope in sort order could take a third of a second.
   */
  async function page(scope: Scope, p: PageRequest, d: Discovery = NO_DISCOVERY): Promise<ProductPage> {
    const { total } = await facets.facets(scope.key, scope.where, d.filters);
    return repo.page(scope, p, d, total);
  }

  /** Mapped categories (of the key's gender), a mapped brand, else a category name, else a brand name. */
  async function scopeOfType(type: string): Promise<Scope> {
    const source = typeSource(type);
    if (source?.kind === 'categories') return scopes.genderAndCategories(source.gender, source.categories);
    if (source?.kind === 'brand') return scopes.brand(source.brand);
    return (await repo.hasCategory(type)) ? scopes.category(type) : scopes.brand(type);
  }

  return {
    async listByType(type: string, p: PageRequest, d?: Discovery): Promise<ProductPage> {
      return page(await scopeOfType(type), p, d);
    },
    listByBrand: (brand: string, p: PageRequest, d?: Discovery) => page(scopes.brand(brand), p, d),
    listByCategory: (category: string, p: PageRequest, d?: Discovery) => page(scopes.category(category), p, d),
    /** Counted from the facet index (ADR 1602): the database's answer, without reading the rows each time. */
    async facetsOfType(type: string, filters: Filters): Promise<Facets> {
      const scope = await scopeOfType(type);
      return facets.facets(scope.key, scope.where, filters);
    },
    find: (id: string) => repo.byId(id),
    /**
     * The size chart of a product's own sizes: the brand's chart of its category (the operator's
     * mapping file), else the store's; undefined when neither has a row of its sizes.
     */
    async sizeChart(id: string): Promise<ProductSizeChart | undefined> {
      const product = await repo.byId(id);
      if (!product || product.sizes.length === 0) return undefined;
      const own = sizeChartSchema.safeParse(await repo.brandSizeChart(product.brand, product.category));
      const chart = own.success ? own.data : defaultSizeChart(product.category, product.gender);
      const rows = chart && chartForSizes(chart, product.sizes);
      return rows && { brandChart: own.success, brand: product.brand, chart: rows };
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
