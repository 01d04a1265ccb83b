// Data for the web tests: a product as the server sends it, and a signed-in browser.
import type { Product } from '@store/shared/product';

let n = 0;
export function fakeProduct(over: Partial<Product> = {}): Product {
  n += 1;
  return {
    id: `p-${n}`,
    title: `Floral Kurta ${n}`,
    brand: 'MissPrint',
    gender: 'women',
    price: 1299,
    originalPrice: 1999,
    discount: 35,
    rating: 4.2,
    category: 'Kurta',
    material: 'Cotton',
    size: 'S, M, L',
    sizes: ['S', 'M', 'L'],
    color: 'Indigo',
    description: 'A soft cotton kurta.',
    imageUrl: `/images/p-${n}-0`,
    additionalImages: [`/images/p-${n}-1`, `/images/p-${n}-2`],
    url: 'https://missprint.in/x',
    available: true,
    ...over,
  };
}

/** A session token in storage, as after a login. */
export function signIn(): void {
  localStorage.setItem('authToken', 'test-token-1234567890');
}
