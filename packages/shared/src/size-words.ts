// The cart's size words, apart from messages.ts (see social-words.ts).
/** Not in docs/product.md: sizes in the cart (docs/api.md, Cart). */
export const SIZE_TEXT = {
  selectSize: 'Please select a size',
  sizeNotOffered: 'This product does not come in that size.',
  sizeOutOfStock: 'Out of stock',
  size: 'Size',
  selectSizeLabel: 'Select Size',
  sizeChart: 'Size Chart',
  cartLineUpdated: 'Cart updated.',
  noSizeChart: 'No size chart for this product.',
} as const;
