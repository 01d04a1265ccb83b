// The product's pictures: a row the shopper swipes through (CSS scroll-snap, no script to move
// it), with dots on the phone and thumbnails from the tablet up; both scroll the row to a picture.
// A tap on a picture (or the expand button) opens it full screen to pinch and double-tap zoom,
// in a viewer loaded only then (ADR 2908).
import { Maximize2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ProductImage } from '../../../components/ui/product-image';
import { galleryWords } from '../../../lib/i18n/screens/gallery';
import { PictureDots } from './picture-dots';

const ProductZoom = lazy(() => import('./product-zoom').then((m) => ({ default: m.ProductZoom })));

export const MAIN_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, 100vw';

export function ProductGallery({ title, images }: { title: string; images: string[] }) {
  const [selected, setSelected] = useState(0);
  const [zoomFrom, setZoomFrom] = useState<number>();
  const row = useRef<HTMLUListElement>(null);
  const show = (i: number) => {
    const el = row.current;
    setSelected(i);
    el?.scrollTo?.({ left: i * el.clientWidth, behavior: 'smooth' });
  };
  // The picture most in view is the one the dots and thumbnails mark.
  const onScroll = () => {
    const el = row.current;
    if (!el || !el.clientWidth) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== selected) setSelected(i);
  };
  const many = images.length > 1;
  return (
    <div className="relative flex flex-col gap-3 md:sticky md:top-20 md:self-start">
      <ul
        ref={row}
        onScroll={onScroll}
        aria-label={galleryWords('picturesOf', { title })}
        // Focusable, so the arrow keys scroll it too (axe: scrollable-region-focusable).
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-surface [scrollbar-width:none] sm:rounded-lg [&::-webkit-scrollbar]:hidden"
      >
        {images.map((src, i) => (
          <li
            key={src}
            className="w-full shrink-0 cursor-zoom-in snap-center snap-always"
            onClick={() => setZoomFrom(i)}
          >
            <ProductImage
              src={src}
              alt={i === 0 ? title : galleryWords('view', { title, n: i + 1 })}
              sizes={MAIN_SIZES}
              priority={i === 0}
              deferUntilLive={i > 0}
              className="aspect-[3/4] w-full"
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => setZoomFrom(selected)}
        aria-label={galleryWords('open', { n: selected + 1, count: images.length })}
        data-testid="gallery-expand"
        className="absolute right-3 top-3 grid size-11 place-items-center rounded-full bg-surface/90 text-ink shadow-sm ring-1 ring-field hover:bg-surface"
      >
        <Maximize2 aria-hidden="true" size={18} />
      </button>
      {zoomFrom === undefined ? null : (
        <Suspense fallback={null}>
          <ProductZoom title={title} images={images} start={zoomFrom} onClose={() => setZoomFrom(undefined)} />
        </Suspense>
      )}
      {many ? <PictureDots count={images.length} selected={selected} onSelect={show} place="gallery" /> : null}
      {many ? (
        <ul className="hidden gap-2 px-3 sm:flex sm:px-0" aria-label={galleryWords('moreImages')}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={galleryWords('showImage', { n: i + 1, count: images.length })}
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
