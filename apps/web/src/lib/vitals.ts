// Shoppers' Web Vitals (ADR 3300): one page load in five, on the five page kinds the console
// shows, reports LCP, INP, CLS and TTFB with navigator.sendBeacon. The reporter (the web-vitals
// library, ~2 KB) is loaded only after the page is interactive, when the browser is idle: it
// costs the first paint and the first tap nothing. Nothing about the shopper is sent. A browser
// driven by a program (navigator.webdriver: crawlers, Lighthouse, tests) reports nothing: its
// figures are not a shopper's, and a benchmark measures the same page every run.
import { vitalPageOf } from '@store/shared/operator';

export const VITALS_SAMPLE_RATE = 0.2;

export function reportVitalsWhenIdle(): void {
  const page = vitalPageOf(window.location.pathname);
  if (!page || navigator.webdriver || typeof navigator.sendBeacon !== 'function') return;
  if (Math.random() >= VITALS_SAMPLE_RATE) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1000));
    idle(() => void import('./vitals-beacon').then((m) => m.sendVitals(page)), { timeout: 5000 });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
