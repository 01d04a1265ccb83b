// Catalogue rules: how an explore key (hero slide, category tile or brand link) finds its
// products, through the one shared mapping (packages/shared/src/catalogue.ts, ADR 0003).
import { TYPE_SOURCES, type TypeSource } from '@store/shared/catalogue';
import { MSG } from '@store/shared/messages';
import { notFound } from '../../lib/http-error';
import type { CatalogRepository } from './repository';
import type { PageRequest, ProductPage } from './product-view';

/** The mapping's entry for a key; an own property only ("constructor" is not a key). */
export function typeSource(type: string): TypeSource | undefined {
  return Object.hasOwn(TYPE_SOURCES, type) ? TYPE_SOURCES[type] : undefined;
}

export function catalogService(repo: CatalogRepository) {
  return {
    /** Mapped categories (of the key's gender), a mapped brand, else a category name, else a brand name; else none. */
    async listByType(type: string, p: PageRequest): Promise<ProductPage> {
      const source = typeSource(type);
      if (source?.kind === 'categories') return repo.byGenderAndCategories(source.gender, source.categories, p);
      if (source?.kind === 'brand') return repo.byBrand(source.brand, p);
      const byCategory = await repo.byCategory(type, p);
      if (byCategory.total > 0) return byCategory;
      return repo.byBrand(type, p);
    },
    listByBrand: (brand: string, p: PageRequest) => repo.byBrand(brand, p),
    listByCategory: (category: string, p: PageRequest) => repo.byCategory(category, p),
    find: (id: string) => repo.byId(id),
    async get(id: string) {
      const product = await repo.byId(id);
      if (!product) throw notFound(MSG.productNotFound);
      return product;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
