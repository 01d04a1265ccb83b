import { useCallback, useState } from 'react';
import { IMAGE_WIDTHS } from '@store/shared/constants';
import { useHydrated } from './use-hydrated';

/** The image route's path for an image id (shared/product's imagePath without pulling zod into the bundle). */
export const imageUrl = (imageId: string) => `/images/${encodeURIComponent(imageId)}`;

/** srcset for an image of the server's image route (`/images/{id}`); other URLs pass through. */
export function imageSrcSet(url: string): string | undefined {
  if (!url.startsWith('/images/')) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

export function imageSrc(url: string, width = 480): string {
  return url.startsWith('/images/') ? `${url}?w=${width}` : url;
}

/**
 * The hint that asks for a screen's largest picture before the screen draws it, as attributes:
 * the server writes it into a drawn page's head (entry-server.tsx), preloadImage into the browser's.
 */
export function picturePreloadAttributes(url: string, sizes: string): Record<string, string> {
  const srcSet = imageSrcSet(url);
  return {
    rel: 'preload',
    as: 'image',
    href: imageSrc(url, 960),
    ...(srcSet && { imagesrcset: srcSet, imagesizes: sizes }),
    fetchpriority: 'high',
  };
}

/**
 * The hint in the browser's head, once per picture: what React 19's preload() did, which Preact
 * has not (ADR 3003). A page the server drew has it already; on the server this does nothing.
 */
export function preloadImage(url: string, sizes: string): void {
  if (typeof document === 'undefined') return;
  const attributes = picturePreloadAttributes(url, sizes);
  const hints = document.head.querySelectorAll('link[rel="preload"]');
  if ([...hints].some((l) => l.getAttribute('href') === attributes.href)) return;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/**
 * A responsive picture with explicit dimensions (no layout shift), lazy unless it is the
 * first thing on screen (`priority`).
 *
 * `deferUntilLive`: on a page the server drew (ADR 0702), a neutral block of the same size until
 * the app is live. For pictures below a phone's first screen: as lazy images the browser would
 * still fetch them with the first paint (they are within its lazy-loading distance), sharing the
 * phone's 4G with the largest image and the font.
 */
type ProductImageProps = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  sizes?: string;
  priority?: boolean;
  deferUntilLive?: boolean;
  className?: string;
};

export function ProductImage({ deferUntilLive = false, ...props }: ProductImageProps) {
  // Only a deferred picture reads the app's state: the others are not drawn again when it goes live.
  return deferUntilLive ? <DeferredImage {...props} /> : <Picture {...props} />;
}

function DeferredImage(props: Omit<ProductImageProps, 'deferUntilLive'>) {
  return useHydrated() ? <Picture {...props} /> : <Placeholder alt={props.alt} className={props.className} />;
}

// No picture (a friend's cart item may lack one): an empty src would make the browser fetch
// the page itself, so a neutral block of the same size stands in.
const Placeholder = ({ alt, className = '' }: { alt: string; className?: string | undefined }) =>
  alt ? (
    <span role="img" aria-label={alt} className={`block bg-line/40 ${className}`} />
  ) : (
    <span aria-hidden="true" className={`block bg-line/40 ${className}`} />
  );

/** A picture that failed to load: the same calm block as a missing one, never the browser's broken icon. */
export const BrokenImage = Placeholder;

/**
 * Whether an <img> failed to load, and the props that find out: its error event, and (for a
 * picture the server drew, which may have failed before the app was live to hear the event) a
 * look at the element once React has it.
 */
export function useImageFailed() {
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  return { failed, watch: { onError, ref } };
}

function Picture({
  src,
  alt,
  width = 600,
  height = 800,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  priority = false,
  className = '',
}: Omit<ProductImageProps, 'deferUntilLive'>) {
  const { failed, watch } = useImageFailed();
  if (!src) return <Placeholder alt={alt} className={className} />;
  if (failed) return <BrokenImage alt={alt} className={className} />;
  return (
    <img
      {...watch}
      src={imageSrc(src)}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={`bg-line/40 object-cover ${className}`}
    />
  );
}

/** A 3:4 picture in a list row (cart, wishlist, a friend's cart): 240 × 320, shown `sizes` wide. */
export function RowImage({
  sizes,
  ...rest
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  return <ProductImage width={240} height={320} sizes={sizes} {...rest} />;
}
