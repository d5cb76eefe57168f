import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium (`apt-get install chromium`, which .ci/run does): Playwright never downloads a browser here.
 * The flags keep it from reaching out to Google's services, which a closed network refuses, at every start.
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  timeout: 60_000,
  // CI runs this suite beside the engine's specs on two cores: an answer that comes may take longer than Playwright's 5 s.
  expect: { timeout: 10_000 },
  // `npm test` runs the engine's own specs beside this suite on two cores: one worker is enough.
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
});
