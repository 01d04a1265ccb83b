// Catalogue rules: how an explore key (hero slide, category tile or brand link) finds its
// products, through the one shared mapping (packages/shared/src/catalogue.ts, ADR 0003), and the
// discovery a listing takes (sort, filters, facets; ADR 1600).
import { TYPE_SOURCES, type TypeSource } from '@store/shared/catalogue';
import type { Filters } from '@store/shared/discovery';
import { MSG } from '@store/shared/messages';
import { notFound } from '../../lib/http-error';
import type { Discovery } from './discovery-sql';
import { scopes, type CatalogRepository, type Scope } from './repository';
import type { PageRequest, ProductPage } from './product-view';

/** The mapping's entry for a key; an own property only ("constructor" is not a key). */
export function typeSource(type: string): TypeSource | undefined {
  return Object.hasOwn(TYPE_SOURCES, type) ? TYPE_SOURCES[type] : undefined;
}

export function catalogService(repo: CatalogRepository) {
  /** Mapped categories (of the key's gender), a mapped brand, else a category name, else a brand name. */
  async function scopeOfType(type: string): Promise<Scope> {
    const source = typeSource(type);
    if (source?.kind === 'categories') return scopes.genderAndCategories(source.gender, source.categories);
    if (source?.kind === 'brand') return scopes.brand(source.brand);
    return (await repo.hasCategory(type)) ? scopes.category(type) : scopes.brand(type);
  }

  return {
    async listByType(type: string, p: PageRequest, d?: Discovery): Promise<ProductPage> {
      return repo.page(await scopeOfType(type), p, d);
    },
    listByBrand: (brand: string, p: PageRequest, d?: Discovery) => repo.page(scopes.brand(brand), p, d),
    listByCategory: (category: string, p: PageRequest, d?: Discovery) => repo.page(scopes.category(category), p, d),
    async facetsOfType(type: string, filters: Filters) {
      return repo.facets(await scopeOfType(type), filters);
    },
    find: (id: string) => repo.byId(id),
    async get(id: string) {
      const product = await repo.byId(id);
      if (!product) throw notFound(MSG.productNotFound);
      return product;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
