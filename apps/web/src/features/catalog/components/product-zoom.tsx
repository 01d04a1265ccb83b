// The product's pictures full screen, to look closely (ADR 2908): pinch to zoom, double-tap (or
// double-click) to zoom in at that point and out again, drag to look around a zoomed picture,
// swipe (or the arrows, or the dots) for the next one. Loaded only when the shopper opens it.
// The picture moves by its transform, set through the CSS object model: the page's
// Content-Security-Policy allows no style attribute, and a render per finger move would be slow.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { ProductImage } from '../../../components/ui/product-image';
import { galleryWords } from '../../../lib/i18n/screens/gallery';
import { useModal } from '../../../lib/use-modal';
import { PictureDots } from './picture-dots';
import { clampView, IDENTITY, zoomAt, type View } from './zoom-math';

const MAX_SCALE = 4;
const DOUBLE_TAP_SCALE = 2.5;
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_SLOP_PX = 30;
/** The store's carousel swipe (docs/product.md, business constants): 50 px. */
const SWIPE_PX = 50;

/**
 * The viewer's icons (lucide's shapes), drawn here: lucide's own would be shared with the cart's
 * and other screens' chunks, and the bundler would move them into the first load of every page.
 */
const ICONS = {
  minus: 'M5 12h14',
  plus: 'M5 12h14M12 5v14',
  close: 'M18 6 6 18M6 6l12 12',
  previous: 'm15 18-6-6 6-6',
  next: 'm9 18 6-6-6-6',
} as const;

function Icon({ name, size }: { name: keyof typeof ICONS; size: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

interface Point {
  x: number;
  y: number;
}

export function ProductZoom({
  title,
  images,
  start,
  onClose,
}: {
  title: string;
  images: string[];
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLDivElement>(null);
  const view = useRef<View>(IDENTITY);
  useModal(true, dialog, onClose, closeButton);

  // The page behind does not scroll while the viewer is open.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const size = () => {
    const r = stage.current?.getBoundingClientRect();
    return { width: r?.width ?? 0, height: r?.height ?? 0, left: r?.left ?? 0, top: r?.top ?? 0 };
  };
  const apply = useCallback((next: View) => {
    const { width, height } = size();
    view.current = clampView(next, width, height, MAX_SCALE);
    const v = view.current;
    if (picture.current) picture.current.style.transform = `translate(${v.x}px, ${v.y}px) scale(${v.scale})`;
    picture.current?.setAttribute('data-scale', v.scale.toFixed(2));
    setZoomed(v.scale > 1.01);
  }, []);
  const zoomAtPoint = (scale: number, at: Point) => apply(zoomAt(view.current, scale, at));
  const zoomAtCentre = (factor: number) => {
    const { width, height } = size();
    zoomAtPoint(view.current.scale * factor, { x: width / 2, y: height / 2 });
  };
  const go = useCallback(
    (i: number) => {
      setIndex((i + images.length) % images.length);
      apply(IDENTITY);
    },
    [apply, images.length],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(index + 1);
      else if (e.key === 'ArrowLeft') go(index - 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, index]);

  // Fingers (or the mouse) on the picture, by pointer id, in the stage's coordinates.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; pinch?: { distance: number; scale: number }; moved: boolean } | undefined>(
    undefined,
  );
  const lastTap = useRef<{ at: number; point: Point } | undefined>(undefined);
  const local = (e: ReactPointerEvent): Point => {
    const { left, top } = size();
    return { x: e.clientX - left, y: e.clientY - top };
  };
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b
      ? { distance: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } }
      : undefined;
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    // The arrows are buttons over the picture: their taps are theirs (a capture would take the click).
    if (e.target instanceof Element && e.target.closest('button')) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const p = local(e);
    pointers.current.set(e.pointerId, p);
    const two = spread();
    if (two) gesture.current = { start: p, pinch: { distance: two.distance, scale: view.current.scale }, moved: true };
    else gesture.current = { start: p, moved: false };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before || !gesture.current) return;
    const p = local(e);
    pointers.current.set(e.pointerId, p);
    const g = gesture.current;
    const two = spread();
    if (two && g.pinch) {
      zoomAtPoint((g.pinch.scale * two.distance) / Math.max(1, g.pinch.distance), two.mid);
      return;
    }
    if (Math.hypot(p.x - g.start.x, p.y - g.start.y) > 8) g.moved = true;
    // A zoomed picture follows the finger; an unzoomed one waits for the swipe to end.
    if (view.current.scale > 1.01) {
      apply({ ...view.current, x: view.current.x + p.x - before.x, y: view.current.y + p.y - before.y });
    }
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    const p = local(e);
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (pointers.current.size > 0 || !g) return;
    gesture.current = undefined;
    if (g.pinch) return;
    const dx = p.x - g.start.x;
    if (g.moved) {
      if (view.current.scale <= 1.01 && Math.abs(dx) >= SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
      return;
    }
    // A tap: the second within a moment and a thumb's width of the first zooms (or unzooms).
    const now = e.timeStamp;
    const last = lastTap.current;
    if (
      last &&
      now - last.at < DOUBLE_TAP_MS &&
      Math.hypot(p.x - last.point.x, p.y - last.point.y) < DOUBLE_TAP_SLOP_PX
    ) {
      lastTap.current = undefined;
      if (view.current.scale > 1.01) apply(IDENTITY);
      else zoomAtPoint(DOUBLE_TAP_SCALE, p);
    } else lastTap.current = { at: now, point: p };
  };
  const onPointerCancel = (e: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size === 0) gesture.current = undefined;
  };

  const many = images.length > 1;
  const control =
    'grid size-11 place-items-center rounded-full bg-surface/90 text-ink shadow-sm ring-1 ring-field hover:bg-surface disabled:opacity-40';
  // On the body: the gallery sticks beside the details on a wide screen, and a sticky box keeps
  // what it holds under the page's header, whatever its z-index.
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={galleryWords('viewer', { title })}
      data-testid="product-zoom"
      tabIndex={-1}
      className="fixed inset-0 z-[60] flex flex-col bg-surface outline-none"
    >
      <div className="flex items-center justify-between gap-2 p-2">
        <p className="px-2 text-sm text-muted" aria-live="polite">
          {galleryWords('position', { n: index + 1, count: images.length })}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={control}
            onClick={() => zoomAtCentre(1 / 1.5)}
            disabled={!zoomed}
            aria-label={galleryWords('zoomOut')}
          >
            <Icon name="minus" size={20} />
          </button>
          <button
            type="button"
            className={control}
            onClick={() => zoomAtCentre(1.5)}
            aria-label={galleryWords('zoomIn')}
          >
            <Icon name="plus" size={20} />
          </button>
          <button
            ref={closeButton}
            type="button"
            className={control}
            onClick={onClose}
            aria-label={galleryWords('close')}
          >
            <Icon name="close" size={22} />
          </button>
        </div>
      </div>
      <div
        ref={stage}
        data-testid="zoom-stage"
        className={`relative min-h-0 flex-1 touch-none select-none overflow-hidden ${zoomed ? 'cursor-grab' : 'cursor-zoom-in'}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <div
          ref={picture}
          data-testid="zoom-picture"
          data-scale="1.00"
          className="size-full origin-top-left will-change-transform"
        >
          <ProductImage
            key={images[index]}
            src={images[index] ?? ''}
            alt={index === 0 ? title : galleryWords('view', { title, n: index + 1 })}
            width={1200}
            height={1600}
            sizes="100vw"
            priority
            className="pointer-events-none size-full !object-contain !bg-transparent"
          />
        </div>
        {many ? (
          <>
            <button
              type="button"
              className={`${control} absolute left-3 top-1/2 -translate-y-1/2`}
              onClick={() => go(index - 1)}
              aria-label={galleryWords('previous')}
            >
              <Icon name="previous" size={22} />
            </button>
            <button
              type="button"
              className={`${control} absolute right-3 top-1/2 -translate-y-1/2`}
              onClick={() => go(index + 1)}
              aria-label={galleryWords('next')}
            >
              <Icon name="next" size={22} />
            </button>
          </>
        ) : null}
      </div>
      <p className="px-4 pt-2 text-center text-xs text-muted">{galleryWords('hint')}</p>
      {many ? (
        <PictureDots count={images.length} selected={index} onSelect={go} place="viewer" />
      ) : (
        <div className="pb-3" />
      )}
    </div>,
    document.body,
  );
}
