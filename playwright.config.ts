// Browser tests: Debian's Chromium (never a downloaded browser) against the real server,
// which each worker starts on a free port with a fresh DATA_DIR (see e2e/fixtures.ts), holding a
// copy of the demo store the global setup makes once.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test-support/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // A test that passes only on a retry is a failing test: no retries, anywhere.
  retries: 0,
  failOnFlakyTests: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Chromium's fake camera, allowed without a prompt, for the camera search (visual-search.spec):
    // here rather than in that file, whose own launch options made Playwright start a worker (and
    // a server) for it alone in each project.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
      grep: /@desktop/,
    },
  ],
});
