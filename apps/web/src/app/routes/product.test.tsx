import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@store/shared/messages';
import { SIZE_TEXT } from '@store/shared/size-words';
import { byUrl, fakeServer } from '../../test/fake-server';
import { fakeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { ProductRoute } from './product';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/products/:id', element: <ProductRoute /> },
  { path: '/login', element: <p>login page</p> },
];

describe('ProductRoute', () => {
  it('shows everything docs/product.md lists, with Indian grouping and the rounded discount', async () => {
    const product = fakeProduct({ title: 'Silk Saree', price: 123456, originalPrice: 200000 });
    fakeServer(byUrl({ [`/products/getId/${product.id}`]: { body: product } }));
    renderApp(routes, { url: `/products/${product.id}` });
    expect(screen.getByLabelText('Loading product')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Silk Saree' })).toBeInTheDocument();
    // Beside the title, and again in the phone's bottom bar (hidden from screen readers there).
    expect(screen.getAllByText('₹1,23,456')).toHaveLength(2);
    expect(screen.getAllByText('₹2,00,000').map((e) => e.tagName)).toEqual(['S', 'S']);
    expect(screen.getByText('38% OFF')).toBeInTheDocument();
    expect(screen.getByText(MSG.inclusiveOfTaxes)).toBeInTheDocument();
    expect(screen.getByText(product.description)).toBeInTheDocument();
    for (const v of [product.category, product.material, product.size, product.color])
      expect(screen.getByText(v)).toBeInTheDocument();
    expect(screen.getByText('Free delivery on orders above ₹500')).toBeInTheDocument();
    expect(screen.getByText('30-day easy returns')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(MSG.addToCart) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(MSG.buyNow) })).toBeInTheDocument();
    for (const img of screen.getAllByRole('img')) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('lays every picture in a swipeable row; a dot or thumbnail marks the one shown', async () => {
    const product = fakeProduct();
    fakeServer(byUrl({ '/products/getId/': { body: product } }));
    renderApp(routes, { url: `/products/${product.id}` });
    const main = await screen.findByRole('img', { name: product.title });
    expect(main.getAttribute('src')).toContain(product.imageUrl);
    // Dots (phone) and thumbnails (wider screens) both choose a picture.
    const third = screen.getAllByRole('button', { name: 'Show image 3 of 3' });
    expect(third).toHaveLength(2);
    fireEvent.click(third[0]!);
    for (const b of screen.getAllByRole('button', { name: 'Show image 3 of 3' }))
      expect(b).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: `Pictures of ${product.title}` }).children).toHaveLength(3);
  });

  it('shows the product a card passed along at once, and the description fallback', async () => {
    const product = fakeProduct({ description: '  ' });
    fakeServer(byUrl({ '/products/getId/': () => ({ body: product }) }));
    renderApp(routes, { url: `/products/${product.id}`, state: { product } });
    expect(screen.getByRole('heading', { name: product.title })).toBeInTheDocument();
    expect(screen.getByText(MSG.noDescription)).toBeInTheDocument();
  });

  it("404: 'Product not found' with Go Back", async () => {
    fakeServer(byUrl({ '/products/getId/': { status: 404, body: { message: 'Product not found' } } }));
    renderApp(routes, { url: '/products/nope' });
    expect(await screen.findByText(MSG.productNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MSG.goBack })).toBeInTheDocument();
  });

  it('other failures: the product message', async () => {
    fakeServer(byUrl({ '/products/getId/': { status: 500, body: { message: 'x' } } }));
    renderApp(routes, { url: '/products/p1' });
    expect(await screen.findByText(MSG.detailFailed)).toBeInTheDocument();
  });

  it('Add to Cart while signed out goes to /login, once a size is chosen', async () => {
    const product = fakeProduct();
    fakeServer(byUrl({ '/products/getId/': { body: product } }));
    renderApp(routes, { url: `/products/${product.id}` });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(MSG.addToCart) }));
    expect(await screen.findByText(SIZE_TEXT.selectSize)).toBeInTheDocument();
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.queryByText(SIZE_TEXT.selectSize)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(MSG.addToCart) }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('strikes through the sizes the feed says are out of stock, and offers no choice of them', async () => {
    const product = fakeProduct({ sizes: ['S', 'M', 'L'], sizesOutOfStock: ['M'] });
    fakeServer(byUrl({ '/products/getId/': { body: product } }));
    renderApp(routes, { url: `/products/${product.id}` });
    const gone = await screen.findByRole('radio', { name: `M, ${SIZE_TEXT.sizeOutOfStock}` });
    expect(gone).toBeDisabled();
    expect(gone.className).toContain('line-through');
    expect(screen.getByRole('radio', { name: 'S' })).toBeEnabled();
  });

  it("says whose delivery and returns they are, and shows the brand's own words from its feed", async () => {
    const product = fakeProduct({
      brand: 'Linen Lane',
      shipping: 'Free delivery (Standard)',
      returnPolicy: '7-day returns',
    });
    fakeServer(byUrl({ '/products/getId/': { body: product } }));
    renderApp(routes, { url: `/products/${product.id}` });
    expect(await screen.findByTestId('brand-terms')).toHaveTextContent(
      "You buy on Linen Lane's own site: delivery, returns and payment are Linen Lane's.",
    );
    expect(screen.getByText('Free delivery (Standard)')).toBeInTheDocument();
    expect(screen.getByText('7-day returns')).toBeInTheDocument();
    // The spec's box keeps its words.
    expect(screen.getByText('Free delivery on orders above ₹500')).toBeInTheDocument();
  });
});
