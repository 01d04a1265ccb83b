import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Shared building blocks, the heart every product card draws (with its two wishlist calls), and
// the catalogue's query keys (the listing's and the product's).
const COMMON =
  /[\\/]apps[\\/]web[\\/]src[\\/](components[\\/]|lib[\\/]|features[\\/](social[\\/](components[\\/]wishlist-heart|api[\\/](get-wishlist|change-wishlist))|catalog[\\/]api[\\/]keys)\.tsx?$)|[\\/]packages[\\/]shared[\\/]src[\\/](catalogue|money|messages|constants|social-words|size-words|validation-words)\.ts$|[\\/]node_modules[\\/](lucide-react|@tanstack)[\\/]/;

// Of those, what /home draws too (its product rows and cards with their pictures, prices, ratings
// and hearts, the tiles' data): only these are the 'common' chunk /home loads. The rest (dialogs,
// page headers, list states, most icons) is the 'shared' chunk, which only other screens load.
const HOME_SHARED =
  /[\\/]apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](document-title|page-link|price|product-image|rating|product-card|product-row|recently-viewed|slide-dots|title-row)\.tsx|lib[\\/](recently-viewed|i18n[\\/](social-text|screens[\\/]card))\.ts|features[\\/]social[\\/](components[\\/]wishlist-heart\.tsx|api[\\/](get-wishlist|change-wishlist)\.ts))$|[\\/]packages[\\/]shared[\\/]src[\\/](catalogue|money|social-words)\.ts$|[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](mutationObserver|useMutation)\.js$|[\\/]lucide-react[\\/].*[\\/]chevron-right\.mjs$/;

const CALLS = /[\\/]src[\\/]features[\\/](cart[\\/](api|lib)[\\/]|social[\\/]api[\\/]get-friends-carts\.ts$)/;

// What only the listing and search draw: filters, sort, the infinite grid and its paging.
const LISTING =
  /[\\/]apps[\\/]web[\\/]src[\\/](features[\\/]discovery[\\/]|components[\\/]ui[\\/]infinite-product-grid\.tsx$|lib[\\/]paging\.ts$)|[\\/]packages[\\/]shared[\\/]src[\\/](discovery|colour-family)\.ts$|[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[iI]nfinite/;

/**
 * React's API on Preact's runtime (ADR 3003): about 10 KB gzip instead of React's 68, for the
 * browser, the server's first screens and the component tests alike, so that all three run the
 * same code. React Router, TanStack Query and react-hook-form import 'react' and get preact/compat.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: PREACT_ALIASES },
  // The server's bundle carries its libraries too: left outside, React Router and TanStack Query
  // would import React itself in Node, not the alias.
  ssr: { noExternal: true },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // Keep the CSP strict: no inline module-preload polyfill script.
    modulePreload: {
      polyfill: false,
      // No <link rel=modulepreload> for a lazy chunk's scripts (ADR 3006): each one the helper adds
      // costs a slow phone's main thread 0.5-1 ms in the task that imports the chunk, a screen's
      // or a section's hydration; the browser fetches a chunk's imports as it reads the chunk.
      // Stylesheets stay listed; the helper finds the page's own <link> for the boot CSS and adds none.
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    assetsInlineLimit: 0,
    sourcemap: false,
    // index.html loads only src/boot.ts (and the CSS), which loads src/main.tsx after the first
    // paint of a server-drawn page (ADR 0702). Everything main.tsx needs at once is one chunk, not
    // a dozen 1 KB ones: each request costs a round trip on a phone's network. Lazy routes keep
    // their own chunks.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: 'index.html', main: 'src/main.tsx' },
          output: {
            codeSplitting: {
              groups: [
                // What boot.ts needs itself (the dynamic-import helper, the CSS, lib/tasks.ts) stays out
                // of the app chunk: were it there, boot would load the whole app before the first paint.
                {
                  name: 'boot',
                  test: /preload-helper|[\\/]src[\\/](boot\.ts|index\.css|lib[\\/]tasks\.ts)$/,
                  priority: 1,
                },
                // Preact (ADR 3003), which boot.ts evaluates a task before the app (see there).
                { name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/, priority: 1 },
                { name: 'app', tags: ['$initial'], test: (id: string) => !/[\\/](boot\.ts|index\.html)$/.test(id) },
                // The listing's and search's own pieces are a chunk of their own, so /home does not
                // load them with the rest; without their dependencies, which stay in common.
                { name: 'listing', minShareCount: 2, test: LISTING, includeDependenciesRecursively: false },
                // The small pieces two or more lazy routes share (buttons, prices, icons, query
                // helpers) are one chunk: as a dozen 1 KB files, each request cost a phone's main
                // thread ~10 ms. The forms' libraries stay with the account screens that use them.
                { name: 'common', minShareCount: 2, test: (id: string) => COMMON.test(id) && HOME_SHARED.test(id) },
                { name: 'shared', minShareCount: 2, test: COMMON },
                // The plain-text rule (ADR 2611): the listing, the account forms and the social
                // forms check text with it, /home does not; in common, /home would load it.
                { name: 'plain-text', test: /[\\/]packages[\\/]shared[\\/]src[\\/]plain-text\.ts$/, priority: 1 },
                // The calls the product page shares with the signed-in screens (the cart's, and the
                // friends list Send to friends offers): one chunk, which /home does not load.
                { name: 'calls', minShareCount: 2, test: CALLS },
              ],
            },
          },
        },
    // The server bundle needs no copy of public/ (the landing film is large).
    copyPublicDir: !isSsrBuild,
  },
  server: { proxy: { '^/(api|auth|cart|products/getId|images)': 'http://localhost:3000' } },
}));
