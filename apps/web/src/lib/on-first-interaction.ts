// Work a shopper's first touch, key or wheel may start: code the first paint and the first tap
// do not need (the side menu) is fetched then, not on the page's first load, and is there, in
// the service worker's cache too, by the time it is opened. Not on 'scroll': the browser fires
// one as it restores or anchors a page that nobody has touched.

const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/** Runs `work` once, on the first interaction with the page; answers how to give up waiting. */
export function onFirstInteraction(work: () => void): () => void {
  const stop = () => {
    for (const type of EVENTS) window.removeEventListener(type, fire, true);
  };
  function fire() {
    stop();
    work();
  }
  for (const type of EVENTS) window.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
