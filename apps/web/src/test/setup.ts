import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// Preact runs effects after the next frame (ADR 3003); React's act(), which these tests were
// written against, runs them before the next event. A screen's subscriptions (a mutation's
// callbacks, a store's listener) must be live before the test's next click, as they are long
// before a shopper's: so here effects run as soon as the render that queued them has finished.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
