import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has settled as a reader would see it: nothing loading (no spinner, nothing
 * marked busy), its fonts ready and the images in view loaded or failed. Unlike waiting for the network to be
 * quiet, this is the condition itself, so it neither passes early on a slow answer nor waits out a
 * socket's or a poll's traffic.
 */
export async function untilSettled(page: Page): Promise<void> {
  await expect(page.locator('.lp-spinner, [aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        // A lazy image out of view is not loading yet, by design: only what a reader sees must be in.
        const outOfView = (image: HTMLImageElement) => {
          const box = image.getBoundingClientRect();
          return box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth;
        };
        return Array.from(document.images).every((image) => image.complete || (image.loading === 'lazy' && outOfView(image)));
      }),
    )
    .toBe(true);
}
