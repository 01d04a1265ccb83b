// The product page's own words (ADR 3203): English here, with the screens that show them;
// Hindi in its own chunk (product.hi.ts), fetched by Hindi pages only.
import { screenWords } from '../words';

const ENGLISH = {
  tryAgain: 'Try again',
  product: 'Product',
  category: 'Category',
  material: 'Material',
  size: 'Size',
  color: 'Color',
  description: 'Description',
  productDetails: 'Product details',
  deliveryReturns: 'Delivery & Returns',
  freeDelivery: 'Free delivery on orders above {amount}',
  easyReturns: { one: '{count}-day easy returns', other: '{count}-day easy returns' },
  cashOnDelivery: 'Cash on delivery available',
  buyOnSeller: "You buy on {seller}'s own site: delivery, returns and payment are {seller}'s.",
  sellerDelivery: "{seller}'s delivery",
  sellerReturns: "{seller}'s returns",
  brandMeasurements: "{brand}'s own measurements.",
  bodyMeasurements: 'Body measurements.',
  close: 'Close',
  moreFrom: 'More from {brand}',
  similarProducts: 'Similar products',
};
export type ProductWords = typeof ENGLISH;

export const productWords = screenWords(ENGLISH, () => import('./product.hi').then((m) => m.hi));
