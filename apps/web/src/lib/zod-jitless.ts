// Zod compiles object parsers with `new Function` when it can, and finds out by trying one: under
// the store's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that try is a CSP
// violation in every page's Issues panel (Lighthouse best practices 96). The browser parses a
// few small answers; the interpreter is plenty. Imported first by the browser's entry.
import { config } from 'zod';

config({ jitless: true });
