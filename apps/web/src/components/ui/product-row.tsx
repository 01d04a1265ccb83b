// A row of product cards that scrolls sideways (Recently viewed, More from a brand, Similar
// products), and the hook that asks for such a row's products only when it comes near the screen.
import { useEffect, useRef, useState } from 'react';
import type { Product } from '@store/shared/product';
import { ProductCard, type CardAction } from './product-card';

export function ProductRow({ products, cardAction }: { products: readonly Product[]; cardAction?: CardAction }) {
  return (
    <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
      {products.map((p) => (
        <li key={p.id} className="w-36 shrink-0 snap-start sm:w-44">
          <ProductCard product={p} deferUntilLive action={cardAction} />
        </li>
      ))}
    </ul>
  );
}

/** A ref for a below-the-fold section, and whether it has come within 400 px of the screen (once true, stays). */
export function useNearScreen<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, near };
}
