// Scrolls an element sideways by 1 px a frame, forever: its content is the list twice, so
// when the first copy has scrolled by, it jumps back by one copy's width (seamless). A shopper
// scrolling it pauses the motion, which resumes 3 s after their last scroll. It moves only while
// it is on screen: below a phone's first screen, each frame's scroll made the browser lay out a
// page still loading its pictures, 85 ms of a slow phone's main thread in /home's first seconds.
import { useEffect, type RefObject } from 'react';
import { BRAND_SCROLL_PX_PER_FRAME, BRAND_SCROLL_RESUME_MS } from '@store/shared/constants';

export function useAutoScroll(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    let position = el.scrollLeft;
    let pausedUntil = 0;
    let frame = 0;
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;
    const pause = () => {
      pausedUntil = Number.POSITIVE_INFINITY;
      clearTimeout(resumeTimer);
      resumeTimer = setTimeout(() => {
        pausedUntil = 0;
        position = el.scrollLeft;
      }, BRAND_SCROLL_RESUME_MS);
    };

    const step = () => {
      if (pausedUntil === 0) {
        const half = el.scrollWidth / 2;
        position += BRAND_SCROLL_PX_PER_FRAME;
        if (half > 0 && position >= half) position -= half;
        el.scrollLeft = position;
      }
      if (onScreen) frame = requestAnimationFrame(step);
    };
    // Where the browser cannot tell (no IntersectionObserver), it is taken as on screen.
    let onScreen = typeof IntersectionObserver !== 'function';
    const visibility = onScreen
      ? undefined
      : new IntersectionObserver(([entry]) => {
          const now = entry?.isIntersecting ?? false;
          if (now && !onScreen) {
            position = el.scrollLeft;
            frame = requestAnimationFrame(step);
          }
          if (!now) cancelAnimationFrame(frame);
          onScreen = now;
        });
    // A scroll the strip did not make itself is the shopper's.
    const onScroll = () => {
      if (Math.abs(el.scrollLeft - position) > 2) pause();
    };
    const onUserIntent = () => pause();

    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('wheel', onUserIntent, { passive: true });
    el.addEventListener('touchstart', onUserIntent, { passive: true });
    el.addEventListener('pointerdown', onUserIntent);
    el.addEventListener('focusin', onUserIntent);
    if (visibility) visibility.observe(el);
    else frame = requestAnimationFrame(step);
    return () => {
      visibility?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(resumeTimer);
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('wheel', onUserIntent);
      el.removeEventListener('touchstart', onUserIntent);
      el.removeEventListener('pointerdown', onUserIntent);
      el.removeEventListener('focusin', onUserIntent);
    };
  }, [ref, enabled]);
}
