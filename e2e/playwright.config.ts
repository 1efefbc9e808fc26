import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (Playwright's own browser download does not work here),
 * against the real built server started by global-setup.ts on a free port.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // CI hosts here differ by 3x in speed and may be loaded: a journey gets more time there, and one
  // retry. A journey that passes only on its retry is listed as "flaky" at the end of the run, so it is
  // seen and mended rather than hidden; one that fails twice fails the run.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
});
