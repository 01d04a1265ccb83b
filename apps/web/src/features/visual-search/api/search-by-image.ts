// POST /api/products/hybrid-search with the photo (multipart `image`, searchType=image), page by
// page (limit/offset, X-Total-Count), optionally narrowed to Women or Men (docs/api.md, Search).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Product } from '@store/shared/product';
import { apiRequest } from '../../../lib/api-client';
import { productPagesQueryOptions, toPage, type ProductPage } from '../../../lib/paging';
import { visualSearchKeys } from './keys';

export const IMAGE_SEARCH_PAGE_SIZE = 24;
export type GenderChoice = '' | 'women' | 'men';

export async function searchByImage(
  image: Blob,
  gender: GenderChoice,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const body = new FormData();
  body.append('searchType', 'image');
  body.append('image', image, 'photo.jpg');
  const query = { limit: IMAGE_SEARCH_PAGE_SIZE, offset, gender: gender || undefined };
  const { data, headers } = await apiRequest<Product[]>('/api/products/hybrid-search', {
    method: 'POST',
    body,
    query,
    signal,
  });
  return toPage(data, headers, offset);
}

/** The photo is kept by the screen, never by the cache key: `photo` is its number. */
export const searchByImageQueryOptions = (photo: number, image: Blob | undefined, gender: GenderChoice) => ({
  ...productPagesQueryOptions(
    visualSearchKeys.byImage(photo, gender),
    (offset, signal) => searchByImage(image!, gender, offset, signal),
    image !== undefined,
  ),
  // A failed upload is not tried again on its own: the shopper sees the failure and may retry.
  retry: false,
  staleTime: Infinity,
});

export const useSearchByImage = (photo: number, image: Blob | undefined, gender: GenderChoice) =>
  useInfiniteQuery(searchByImageQueryOptions(photo, image, gender));
