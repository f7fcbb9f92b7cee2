import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The portal's message host (spec 1 §4 "Messages"): a confirmation raised just
 * before the navigation it causes is shown on the page navigated to; success toasts close by
 * themselves, errors stay; at most three at once; on a phone they never cover the page's controls.
 */

/** A new external learning item of this learner, saved as a draft; answers its page's route. */
async function recordDraft(page: Page, name: string): Promise<void> {
  await page.goto('/#/external-activities');
  await page.getByRole('link', { name: 'Record external learning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record external learning' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Activity type' }).selectOption({ label: 'Workshop' });
  await page.getByRole('button', { name: 'Save as draft' }).click();
}

const toast = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text });

test.describe('confirmations and the navigation that follows them', () => {
  test.use({ signedInAs: 'learner' });

  test('"Saved as draft" shows on the item page the save navigates to, and "Removed Successfully!" on the list the delete returns to', async ({ page }) => {
    await recordDraft(page, `Messages study day ${Date.now()}`);
    // The save navigated from the new-item page to the item's own page: the confirmation came along.
    await expect(page).toHaveURL(/#\/external-activities\/item\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit external learning' })).toBeVisible();
    await expect(toast(page, 'Saved as draft')).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/#\/external-activities$/);
    await expect(page.getByRole('heading', { level: 1, name: 'External learning' })).toBeVisible();
    await expect(toast(page, 'Removed Successfully!')).toBeVisible();
  });
});

test.describe('toasts', () => {
  test.use({ signedInAs: 'learner' });

  test('a success toast closes by itself after 6 s, not while the pointer is over it', async ({ page }) => {
    await page.clock.install();
    await recordDraft(page, `Toast timing ${Date.now()}`);
    const saved = toast(page, 'Saved as draft');
    await expect(saved).toBeVisible();

    await saved.hover();
    await page.clock.runFor(10_000);
    await expect(saved).toBeVisible();

    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(saved).toBeHidden();
  });

  test('at 375 px at most three toasts show, above the page, covering none of its controls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await recordDraft(page, `Toast on a phone ${Date.now()}`);
    await expect(toast(page, 'Saved as draft')).toHaveCount(1);
    // Saved again and again: the same words replace the toast rather than stacking copies of it.
    for (let save = 0; save < 3; save += 1) {
      await page.getByRole('button', { name: 'Save as draft' }).click();
      await expect(toast(page, 'Saved as draft')).toHaveCount(1);
    }

    const stack = (await page.locator('.lp-toasts').boundingBox())!;
    const controls = page.getByRole('main').locator('a, button, input, select, textarea');
    let checked = 0;
    for (const control of await controls.all()) {
      if (!(await control.isVisible()) || (await control.evaluate((element) => element.closest('.lp-toasts') !== null))) continue;
      const box = (await control.boundingBox())!;
      const overlaps = box.x < stack.x + stack.width && stack.x < box.x + box.width && box.y < stack.y + stack.height && stack.y < box.y + box.height;
      expect(overlaps, `a toast covers ${await control.evaluate((element) => element.outerHTML.slice(0, 80))}`).toBe(false);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
