/**
 * Offline content as `learner` (spec 2 §2 Modals, §5, §7), on the demo tenant:
 * Features.OfflineContent on, 'Fire safety quick guide (PDF)' offline-enabled, links never qualify.
 */
import { expect, test } from '../fixtures';

test.use({ signedInAs: 'learner' });

test('add an item to the offline list, see the QR onboarding, and remove it', async ({ page, contentLandingPage }) => {
  await contentLandingPage.goto('demo-pdf');
  await contentLandingPage.expectShown('Fire safety quick guide (PDF)');
  await page.getByRole('button', { name: 'Add to offline list' }).click();
  const onboarding = page.getByRole('dialog', { name: 'Use this item offline' });
  await expect(onboarding).toBeVisible();
  const qr = onboarding.getByRole('img', { name: 'QR code that connects the offline app to your account' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
  await onboarding.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('This item is in your offline list.')).toBeVisible();

  // Kept after a reload (the list is the LMS's), then removed.
  await page.reload();
  await page.getByRole('button', { name: 'Remove from offline list' }).click();
  await expect(page.getByRole('button', { name: 'Add to offline list' })).toBeVisible();

  // Not offered on an item that does not qualify (a link).
  await contentLandingPage.goto('demo-link');
  await contentLandingPage.expectShown('Safeguarding adults: local procedures');
  await expect(page.getByRole('button', { name: 'Add to offline list' })).toHaveCount(0);
});
