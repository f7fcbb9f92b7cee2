import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two-core CI: one browser at a time keeps timings (heartbeats, countdowns) honest.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Two shards share two cores: a test's own waits stay short, its whole run may take longer. The
  // limit guards against a hang and measures nothing: on a busy CI machine a test of five axe runs
  // took over 45 s that takes 10 s here at load 13.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by global-setup.ts; workers load this file after it ran. fixtures.ts reads it again.
    baseURL: process.env.PORTAL_URL,
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', launchOptions: CHROMIUM_LAUNCH_OPTIONS } },
    {
      // Screenshot tests (visual/screens.spec.ts): baselines committed beside them, one per page and width.
      name: 'visual',
      testDir: './visual',
      snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
      use: { browserName: 'chromium', launchOptions: CHROMIUM_LAUNCH_OPTIONS },
      expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 } },
    },
  ],
});
