import type { FullConfig } from '@playwright/test';
import { ensureChromium } from './support/chromium';
import { ensureBuilt, startFreshPortal } from './support/portal';

/**
 * Builds what is not built, starts a fresh portal and hands its URL to the tests through
 * PORTAL_URL (workers inherit the environment). With PORTAL_URL already set, that portal is
 * used as it is and nothing is started. The returned function is Playwright's teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  await ensureChromium();
  if (process.env.PORTAL_URL) return async () => {};
  await ensureBuilt();
  const portal = await startFreshPortal();
  process.env.PORTAL_URL = portal.url;
  console.log(`e2e: portal at ${portal.url}`);
  return () => portal.stop();
}
