import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BRAND_TILES } from '@store/shared/catalogue';
import { BRAND_SCROLL_RESUME_MS } from '@store/shared/constants';
import { renderApp } from '../../../test/render-app';
import { BrandStrip } from './brand-strip';

const FRAME = 16;

describe('BrandStrip', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 1000 });
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  });

  const frames = (n: number) => act(() => vi.advanceTimersByTime(n * FRAME));

  it('shows each brand twice (the copy hidden) and links to its listing', () => {
    renderApp([{ path: '/home', element: <BrandStrip brands={BRAND_TILES} /> }], { url: '/home' });
    const visible = screen.getAllByRole('link');
    expect(visible).toHaveLength(BRAND_TILES.length);
    expect(screen.getByRole('link', { name: "Levi's" })).toHaveAttribute('href', "/explore/Levi's");
    expect(screen.getByRole('link', { name: 'MissPrint' })).toHaveAttribute('href', '/explore/MissPrint%20Jaipur');
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(BRAND_TILES.length * 2);
  });

  it('scrolls 1 px a frame, loops seamlessly at half its width, pauses on a user scroll and resumes 3 s later', () => {
    renderApp([{ path: '/home', element: <BrandStrip brands={BRAND_TILES} /> }], { url: '/home' });
    const strip = screen.getByTestId('brand-strip');
    frames(10);
    const after10 = strip.scrollLeft;
    expect(after10).toBeGreaterThanOrEqual(9);
    expect(after10).toBeLessThanOrEqual(11);
    frames(10);
    expect(strip.scrollLeft - after10).toBeGreaterThanOrEqual(9);
    expect(strip.scrollLeft - after10).toBeLessThanOrEqual(11);

    // The shopper scrolls: the strip stops.
    strip.scrollLeft = 300;
    fireEvent.scroll(strip);
    frames(30);
    expect(strip.scrollLeft).toBe(300);
    act(() => vi.advanceTimersByTime(BRAND_SCROLL_RESUME_MS - 30 * FRAME - FRAME));
    expect(strip.scrollLeft).toBe(300);
    frames(5);
    expect(strip.scrollLeft).toBeGreaterThan(300);

    // Past half the width (one copy of the list), it jumps back by one copy.
    strip.scrollLeft = 499;
    fireEvent.scroll(strip);
    act(() => vi.advanceTimersByTime(BRAND_SCROLL_RESUME_MS + FRAME));
    frames(3);
    expect(strip.scrollLeft).toBeLessThan(10);
  });

  it('moves only while it is on screen', () => {
    // jsdom has no IntersectionObserver: this one reports what the test says is on screen.
    let report: (onScreen: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = (onScreen) =>
            callback(
              [{ isIntersecting: onScreen } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    renderApp([{ path: '/home', element: <BrandStrip brands={BRAND_TILES} /> }], { url: '/home' });
    const strip = screen.getByTestId('brand-strip');
    frames(10);
    expect(strip.scrollLeft).toBe(0);

    act(() => report(true));
    frames(10);
    expect(strip.scrollLeft).toBeGreaterThanOrEqual(9);

    act(() => report(false));
    const left = strip.scrollLeft;
    frames(10);
    expect(strip.scrollLeft).toBe(left);

    act(() => report(true));
    frames(10);
    expect(strip.scrollLeft).toBeGreaterThanOrEqual(left + 9);
  });
});
