// The page's first module. A page the server drew (ADR 0702) is already on screen: the app is
// fetched once that first paint has happened, so on a slow phone network it does not compete
// with the page's own CSS, fonts and largest image. A page the browser draws starts at once.
import './index.css';
import { addDevanagariFace } from './lib/devanagari-font';
import { nextTask } from './lib/tasks';

/**
 * The runtime's own code (Preact, a chunk of its own, ADR 3003) is evaluated first, then the
 * app's: two tasks a slow phone can answer a tap between, instead of one long one (Total
 * Blocking Time).
 */
const start = () => void import('react-dom/client').then(nextTask).then(() => import('./main'));

/** Runs `then` after the first contentful paint (Paint Timing), or after a frame where that is unknown. */
function afterFirstPaint(then: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    then();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, 3000); // a page that never paints content still comes alive
}

if (document.getElementById('root')?.dataset.ssr === undefined) start();
else afterFirstPaint(start);
if (document.documentElement.lang === 'hi') afterFirstPaint(addDevanagariFace);
