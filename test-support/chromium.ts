// The browser of the browser tests and the benchmarks: Debian's Chromium (never a downloaded
// one), headless-friendly and quiet, for Playwright (playwright.config.ts) and Lighthouse (bench/web.ts).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
