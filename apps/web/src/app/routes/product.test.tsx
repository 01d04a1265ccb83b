import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@store/shared/messages';
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
  it('shows everything the spec lists, with Indian grouping and the rounded discount', async () => {
    const product = fakeProduct({ title: 'Silk Saree', price: 123456, originalPrice: 200000 });
    fakeServer(byUrl({ [`/products/getId/${product.id}`]: { body: product } }));
    renderApp(routes, { url: `/products/${product.id}` });
    expect(screen.getByLabelText('Loading product')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Silk Saree' })).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByText('₹2,00,000').tagName).toBe('S');
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

  it('switches the main image to an additional image', async () => {
    const product = fakeProduct();
    fakeServer(byUrl({ '/products/getId/': { body: product } }));
    renderApp(routes, { url: `/products/${product.id}` });
    const main = await screen.findByRole('img', { name: product.title });
    expect(main.getAttribute('src')).toContain(product.imageUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: `${product.title}, view 3` }).getAttribute('src')).toContain(
      product.additionalImages[1],
    );
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

  it('other failures: the spec message', async () => {
    fakeServer(byUrl({ '/products/getId/': { status: 500, body: { message: 'x' } } }));
    renderApp(routes, { url: '/products/p1' });
    expect(await screen.findByText(MSG.detailFailed)).toBeInTheDocument();
  });

  it('Add to Cart while signed out goes to /login', async () => {
    const product = fakeProduct();
    fakeServer(byUrl({ '/products/getId/': { body: product } }));
    renderApp(routes, { url: `/products/${product.id}` });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(MSG.addToCart) }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
