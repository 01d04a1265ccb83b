import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('Indian grouping, no decimals, the original struck through and the rounded percent off', () => {
    render(<Price price={123456.6} originalPrice={250000} />);
    expect(screen.getByText('₹1,23,457')).toBeInTheDocument();
    expect(screen.getByText('₹2,50,000').tagName).toBe('S');
    expect(screen.getByText('51% OFF')).toBeInTheDocument();
  });

  it('no saving: no strikethrough and no badge', () => {
    render(<Price price={999} originalPrice={999} />);
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.queryByText(/OFF/)).not.toBeInTheDocument();
  });

  it('rounds the discount half up as docs/product.md (Product) says: (1999 − 1299) / 1999 = 35.02% → 35%', () => {
    render(<Price price={1299} originalPrice={1999} />);
    expect(screen.getByText('35% OFF')).toBeInTheDocument();
  });
});
