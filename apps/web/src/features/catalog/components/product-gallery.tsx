// The product's main image and its additional images, which the shopper can switch to.
import { useState } from 'react';
import { ProductImage } from '../../../components/ui/product-image';

export const MAIN_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, 100vw';

export function ProductGallery({ title, images }: { title: string; images: string[] }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? '';
  return (
    <div className="flex flex-col gap-3 md:sticky md:top-20 md:self-start">
      <div className="overflow-hidden bg-surface sm:rounded-lg">
        <ProductImage
          key={current}
          src={current}
          alt={selected === 0 ? title : `${title}, view ${selected + 1}`}
          sizes={MAIN_SIZES}
          priority={selected === 0}
          className="aspect-[3/4] w-full"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 px-3 sm:px-0" aria-label="More images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === selected}
                className={`block overflow-hidden rounded-md border-2 transition-colors ${
                  i === selected ? 'border-ink' : 'border-transparent hover:border-line'
                }`}
              >
                <ProductImage src={src} alt="" width={60} height={80} sizes="64px" className="h-20 w-15" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
