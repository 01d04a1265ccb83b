import { describe, expect, it } from 'vitest';
import { clampView, IDENTITY, zoomAt } from './zoom-math';

describe('zoom math', () => {
  it('zooming keeps the point under the fingers where it is', () => {
    const at = { x: 300, y: 100 };
    const v = zoomAt(IDENTITY, 2.5, at);
    // The picture's point (300, 100) shows at offset + scale·p: still (300, 100).
    expect(v.x + v.scale * 300).toBeCloseTo(300);
    expect(v.y + v.scale * 100).toBeCloseTo(100);
    // And again from a zoomed view, about another point.
    const w = zoomAt(v, 4, { x: 50, y: 400 });
    const p = { x: (50 - v.x) / v.scale, y: (400 - v.y) / v.scale };
    expect(w.x + w.scale * p.x).toBeCloseTo(50);
    expect(w.y + w.scale * p.y).toBeCloseTo(400);
  });

  it('keeps the scale between 1 and the maximum and the picture over the whole stage', () => {
    expect(clampView({ scale: 9, x: 0, y: 0 }, 400, 600, 4).scale).toBe(4);
    expect(clampView({ scale: 0.3, x: 40, y: -40 }, 400, 600, 4)).toEqual({ scale: 1, x: 0, y: 0 });
    // At 2×, the offset runs from -width to 0: no empty edge shows.
    expect(clampView({ scale: 2, x: 50, y: -2000 }, 400, 600, 4)).toEqual({ scale: 2, x: 0, y: -600 });
    expect(clampView({ scale: 2, x: -150, y: -300 }, 400, 600, 4)).toEqual({ scale: 2, x: -150, y: -300 });
  });
});
