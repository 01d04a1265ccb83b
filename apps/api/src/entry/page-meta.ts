// What a link preview reads from a product page (docs/api.md, Conventions): Open Graph tags naming the
// product, its 1200-wide JPEG and its rupee price, and schema.org Product data with an Offer in
// INR. Written into the server-drawn page's <head> (web-app.ts).
import type { FastifyInstance } from 'fastify';
import type { Product } from '@store/shared/product';

export const STORE_NAME = 'Saath';
/** The width WhatsApp and Facebook ask for (at least 1200 for a large preview). */
export const OG_IMAGE_WIDTH = 1200;

const attr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON that cannot close the <script> element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The origin absolute links start with (ADR 2613): PUBLIC_URL, else this server's own
 * `http://localhost:PORT` (the port it listens on, once it does). Never a request's Host or
 * X-Forwarded-Host: a forged header must not choose the links a preview or a crawler keeps.
 */
export function storeOrigin(app: FastifyInstance, publicUrl: string | undefined, port: number): () => string {
  return () => {
    if (publicUrl) return publicUrl;
    const address = app.server.address();
    return `http://localhost:${address && typeof address === 'object' ? address.port : port}`;
  };
}

/** An image route path as an absolute URL of its JPEG at the given width. */
export const jpegUrl = (origin: string, imagePath: string, width = OG_IMAGE_WIDTH) =>
  `${origin}${imagePath}?w=${width}&format=jpeg`;

export const productPageUrl = (origin: string, id: string) => `${origin}/products/${encodeURIComponent(id)}`;

/** A one-line description of at most 200 characters. */
function summary(product: Product): string {
  const text = (product.description || `${product.brand} ${product.title}`).replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

/** schema.org Product with one Offer in rupees. */
export function productJsonLd(product: Product, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.id,
    description: summary(product),
    image: [product.imageUrl, ...product.additionalImages].map((path) => jpegUrl(origin, path)),
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.color ? { color: product.color } : {}),
    ...(product.material ? { material: product.material } : {}),
    offers: {
      '@type': 'Offer',
      url: productPageUrl(origin, product.id),
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The <head> elements of a product page. */
export function productHead(product: Product, origin: string): string {
  const url = productPageUrl(origin, product.id);
  const meta = (property: string, content: string) => `<meta property="${property}" content="${attr(content)}">`;
  return [
    `<link rel="canonical" href="${attr(url)}">`,
    `<meta name="description" content="${attr(summary(product))}">`,
    meta('og:type', 'product'),
    meta('og:site_name', STORE_NAME),
    meta('og:title', product.title),
    meta('og:description', summary(product)),
    meta('og:url', url),
    meta('og:image', jpegUrl(origin, product.imageUrl)),
    meta('og:image:type', 'image/jpeg'),
    meta('og:image:width', String(OG_IMAGE_WIDTH)),
    meta('og:image:alt', product.title),
    meta('product:price:amount', String(product.price)),
    meta('product:price:currency', 'INR'),
    meta('product:availability', product.available ? 'in stock' : 'out of stock'),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<script type="application/ld+json">${scriptJson(productJsonLd(product, origin))}</script>`,
  ].join('');
}
