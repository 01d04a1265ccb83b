// Where a zoomed picture stands (product-zoom.tsx): a scale and an offset, with the transform's
// origin at the picture's top-left corner, so a point p of the picture shows at offset + scale·p.

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const IDENTITY: View = { scale: 1, x: 0, y: 0 };

/** The view at `scale` that keeps the picture's point under `at` (stage coordinates) where it is. */
export function zoomAt(view: View, scale: number, at: { x: number; y: number }): View {
  const px = (at.x - view.x) / view.scale;
  const py = (at.y - view.y) / view.scale;
  return { scale, x: at.x - scale * px, y: at.y - scale * py };
}

/**
 * The scale kept between 1 and `max`, and the offset so that the picture always covers the stage
 * (no empty edge is dragged into view); at scale 1 the picture sits where it began.
 */
export function clampView(view: View, width: number, height: number, max: number): View {
  const scale = Math.min(max, Math.max(1, view.scale));
  const clamp = (v: number, size: number) => Math.min(0, Math.max(size - scale * size, v));
  return { scale, x: clamp(view.x, width), y: clamp(view.y, height) };
}
