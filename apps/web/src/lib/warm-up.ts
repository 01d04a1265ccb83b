// A page's first call into the browser's session history and into each storage area is slow:
// each goes to the browser process. Measured here on a fresh page: the first
// history.replaceState 0.3–4.9 ms, the first sessionStorage read 0.6–3.0 ms, the first
// localStorage read 0.5–1.7 ms. Starting, React Router makes the first two (it writes its
// history index, and reads its saved view transitions) and the app's first render the third
// (the token, the recently viewed), all inside the start-up's longest tasks; on a slow phone
// (5× slower) that is Total Blocking Time. Made first here, each in a task of its own, they are
// cheap when the router and the render make them again.
import { nextTask } from './tasks';

/** React Router's history index, as its browser history writes it on a first start (`idx: 0`). */
function writeHistoryIndex(): void {
  const state = window.history.state as { idx?: number } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
}

/** Reads nothing that matters: storage a browser denies (a privacy mode) throws, and the app copes. */
function touch(storage: () => Storage): void {
  try {
    storage().getItem('');
  } catch {
    // The router and storage.ts handle a storage that is not there.
  }
}

/** The first calls into the session history and both storage areas, each in a task of its own. */
export async function warmUpBrowserApis(): Promise<void> {
  writeHistoryIndex();
  await nextTask();
  touch(() => window.sessionStorage);
  await nextTask();
  touch(() => window.localStorage);
}
