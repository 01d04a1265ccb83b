// Turns of the browser's event loop, for splitting work a slow phone would do in one long task.
// boot.ts imports this module, so vite.config.ts keeps it in the boot chunk (ADR 1603).

/** Resolves in a task of its own: what comes next is not part of the current task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves after the browser's next paint (at once where nothing paints, as in jsdom). */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
