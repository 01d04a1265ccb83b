// The results of a photo (loaded lazily by the search screen): the photo with a box around the
// garment (by default the one the server finds in a scene, packages/shared garment-box.ts
// findGarmentInScene, at the server's raster size: ADR 2801), which the shopper can move and resize before searching again; Women and Men narrow
// the results, which load more on scroll. What is sent is the box's part of the photo.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { SearchX } from 'lucide-react';
import { findGarmentInScene, type GarmentBox } from '@store/shared/garment-box';
import { msg } from '../../../lib/i18n/msg';
import { Button } from '../../../components/ui/button';
import { InfiniteProductGrid } from '../../../components/ui/infinite-product-grid';
import type { CardAction } from '../../../components/ui/product-card';
import { ProductGridSkeleton } from '../../../components/ui/product-card';
import { StateMessage } from '../../../components/ui/states';
import { isStatus } from '../../../lib/api-client';
import { useSearchByImage, type GenderChoice } from '../api/search-by-image';
import { photoWords as w } from '../words/photo';

/** The side the photo is reduced to for finding the garment (the server's own raster size, descriptor.ts). */
const FIND_SIDE = 256;
/** The crop sent: at most this many pixels on its longer side, JPEG at this quality. */
const SEND_SIDE = 1024;
const SEND_QUALITY = 0.9;
const MIN_BOX = 0.1;

async function loadImage(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return img;
}

function garmentBoxOf(img: HTMLImageElement): GarmentBox {
  const scale = FIND_SIDE / Math.max(img.naturalWidth, img.naturalHeight);
  const w = Math.max(1, Math.round(img.naturalWidth * scale));
  const h = Math.max(1, Math.round(img.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  if (!ctx) return { x: 0, y: 0, w: 1, h: 1 };
  ctx.drawImage(img, 0, 0, w, h);
  // RGB, as the server reads it: a tighter box (ADR 2800's findGarment) cut into the garment, and
  // the learned descriptor lost the product it was a photo of (ADR 2801).
  const rgba = ctx.getImageData(0, 0, w, h).data;
  const rgb = new Uint8Array(w * h * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  return findGarmentInScene(rgb, w, h);
}

function cropOf(img: HTMLImageElement, box: GarmentBox): Promise<Blob | null> {
  const sw = box.w * img.naturalWidth;
  const sh = box.h * img.naturalHeight;
  const scale = Math.min(1, SEND_SIDE / Math.max(sw, sh));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(sw * scale));
  canvas.height = Math.max(1, Math.round(sh * scale));
  canvas
    .getContext('2d')
    ?.drawImage(img, box.x * img.naturalWidth, box.y * img.naturalHeight, sw, sh, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', SEND_QUALITY));
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Numbers every area sent, across panels: a panel's results are cached by it, and a count kept
 * per panel started again at 1 for the next photo, which then showed the last photo's results.
 */
let areasSent = 0;

export function ImageSearchPanel({ photo, cardAction }: { photo: Blob; cardAction?: CardAction }) {
  const [url] = useState(() => URL.createObjectURL(photo));
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const image = useRef<HTMLImageElement | null>(null);
  const [box, setBox] = useState<GarmentBox>();
  const [sent, setSent] = useState<{ n: number; blob: Blob }>();
  const [gender, setGender] = useState<GenderChoice>('');
  const [failed, setFailed] = useState(false);

  const search = async (img: HTMLImageElement, b: GarmentBox) => {
    const blob = await cropOf(img, b);
    if (blob) setSent({ n: ++areasSent, blob });
    else setFailed(true);
  };

  useEffect(() => {
    let cancelled = false;
    loadImage(url).then(
      (img) => {
        if (cancelled) return;
        image.current = img;
        const found = garmentBoxOf(img);
        setBox(found);
        void search(img, found);
      },
      // The browser cannot draw it (HEIC on most): the server may still read it, uncropped.
      () => !cancelled && setSent({ n: ++areasSent, blob: photo }),
    );
    return () => {
      cancelled = true;
    };
  }, [url, photo]);

  const results = useSearchByImage(sent?.n ?? 0, sent?.blob, gender);
  const products = (results.data?.pages ?? []).flatMap((p) => p.items);
  const maintenance = isStatus(results.error, 503);

  return (
    <section aria-labelledby="image-results-title" className="mb-8">
      <div className="mb-4 flex flex-wrap items-end gap-4">
        {box ? (
          <CropBox url={url} box={box} onChange={setBox} />
        ) : (
          <div className="h-40 w-32 animate-pulse rounded-md bg-line" />
        )}
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            disabled={!box || !image.current}
            onClick={() => image.current && box && void search(image.current, box)}
          >
            {w('searchThisArea')}
          </Button>
          <div role="group" aria-label={w('narrowResults')} className="flex gap-2">
            {(['women', 'men'] as const).map((g) => (
              <button
                key={g}
                type="button"
                aria-pressed={gender === g}
                onClick={() => setGender((now) => (now === g ? '' : g))}
                className="min-h-9 rounded-full border border-line px-3 text-sm aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-canvas"
              >
                {w(g)}
              </button>
            ))}
          </div>
        </div>
      </div>
      <h2 id="image-results-title" className="mb-3 flex items-center gap-3 text-sm font-semibold">
        <img src={url} alt={w('yourPhoto')} className="size-10 rounded-md border border-line object-cover" />
        {w('likeYourPhoto')}
        {results.data ? <span className="font-normal text-muted">({results.data.pages[0]?.total ?? 0})</span> : null}
      </h2>
      {failed || (results.isError && !maintenance) ? (
        <StateMessage tone="error" title={msg().imageSearchFailed} />
      ) : maintenance ? (
        <StateMessage title={msg().imageSearchMaintenance} />
      ) : results.isSuccess && products.length === 0 ? (
        <StateMessage
          icon={<SearchX size={40} strokeWidth={1.5} />}
          title={msg().noProductsFound}
          body={w('nothingInPhoto')}
        />
      ) : results.data ? (
        <InfiniteProductGrid query={results} cardAction={cardAction} />
      ) : (
        <ProductGridSkeleton count={4} />
      )}
    </section>
  );
}

/** The photo with a box the shopper drags (inside: moves it; the corner: resizes it). */
function CropBox({ url, box, onChange }: { url: string; box: GarmentBox; onChange: (b: GarmentBox) => void }) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; start: GarmentBox }>(undefined);

  const onDown = (mode: 'move' | 'resize') => (e: ReactPointerEvent) => {
    e.preventDefault();
    e.stopPropagation();
    (e.target as Element).setPointerCapture(e.pointerId);
    drag.current = { mode, x: e.clientX, y: e.clientY, start: box };
  };
  const onMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    const rect = frame.current?.getBoundingClientRect();
    if (!d || !rect) return;
    const dx = (e.clientX - d.x) / rect.width;
    const dy = (e.clientY - d.y) / rect.height;
    const s = d.start;
    if (d.mode === 'move') onChange({ ...s, x: clamp(s.x + dx, 0, 1 - s.w), y: clamp(s.y + dy, 0, 1 - s.h) });
    else onChange({ ...s, w: clamp(s.w + dx, MIN_BOX, 1 - s.x), h: clamp(s.h + dy, MIN_BOX, 1 - s.y) });
  };
  const onUp = () => {
    drag.current = undefined;
  };

  return (
    <div
      ref={frame}
      className="relative h-48 w-fit touch-none select-none overflow-hidden rounded-md"
      onPointerMove={onMove}
      onPointerUp={onUp}
    >
      <img src={url} alt={w('yourPhotoArea')} className="h-48 w-auto rounded-md" draggable={false} />
      <div
        data-testid="crop-box"
        role="presentation"
        onPointerDown={onDown('move')}
        className="absolute cursor-move border-2 border-accent shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]"
        style={{ left: `${box.x * 100}%`, top: `${box.y * 100}%`, width: `${box.w * 100}%`, height: `${box.h * 100}%` }}
      >
        <span
          aria-hidden="true"
          onPointerDown={onDown('resize')}
          className="absolute bottom-0 right-0 size-5 cursor-nwse-resize rounded-full border-2 border-surface bg-accent"
        />
      </div>
    </div>
  );
}
