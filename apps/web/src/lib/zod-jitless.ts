// Zod compiles object parsers with `new Function` when it can, and finds out by trying one: under
// the store's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that try is a CSP
// violation in every page's Issues panel (Lighthouse best practices 96). The browser parses a
// few small answers; the interpreter is plenty. Imported first by the browser's entry.
//
// Zod keeps its settings on globalThis.__zod_globalConfig (zod/v4/core/core.js) and reads
// `jitless` when a schema is built and when it first parses. Set there without importing zod, so
// zod's code stays out of the entry chunk and comes only with the screens that validate a form
// (ADR 1605's bundle budget). zod-jitless.test.ts checks zod still reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
