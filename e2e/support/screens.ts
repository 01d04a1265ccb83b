// Where the screenshots taken for people to look at go: beside Playwright's own output, never in
// a shared /tmp folder.
import path from 'node:path';

export const SCREENS = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');
