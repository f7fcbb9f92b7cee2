import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has settled as a reader would see it: nothing loading (no spinner, nothing
 * marked busy), its fonts ready and its images loaded or failed. Unlike waiting for the network to be
 * quiet, this is the condition itself, so it neither passes early on a slow answer nor waits out a
 * socket's or a poll's traffic.
 */
export async function untilSettled(page: Page): Promise<void> {
  await expect(page.locator('.lp-spinner, [aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return Array.from(document.images).every((image) => image.complete);
      }),
    )
    .toBe(true);
}
