/**
 * Landing pages, the launch and ratings as `learner` (spec 2 §2, §4, §5), on the demo catalogue:
 * demo-link (a web link with its own query string), demo-video (a real webm), demo-curriculum whose
 * assessment waits for its introduction, and demo-completed (completed, rated by nobody else).
 */
import { expect, gotoLaunch, test } from '../fixtures';

test.use({ signedInAs: 'learner' });

test('open a link’s landing page and launch it: the link opens in a new page', async ({ page, contentLandingPage }) => {
  await contentLandingPage.goto('demo-link');
  await contentLandingPage.expectShown('Safeguarding adults: local procedures');

  const popup = page.waitForEvent('popup');
  await contentLandingPage.launch.click();
  const opened = await popup;
  // The link opens with its own query string, once.
  await expect(opened).toHaveURL(/\/_api\/content\/learning\/demo\/link\/index\.html\?source=portal&topic=safeguarding$/);
  await expect(opened.getByRole('heading', { level: 1 })).toBeVisible();

  // The launch leaves no page of its own: the learner is back where they launched from.
  await contentLandingPage.expectShown('Safeguarding adults: local procedures');
  await opened.close();
});

test('launch a video: its landing page opens and plays it', async ({ page, contentLandingPage }) => {
  await contentLandingPage.goto('demo-video');
  await contentLandingPage.expectShown('Hand hygiene: the five moments');
  await contentLandingPage.launch.click();

  await expect(page).toHaveURL(/#\/catalogue\/landingpage\/item\/demo-video\/-\/autolaunch$/);
  const player = contentLandingPage.player('Hand hygiene: the five moments');
  const video = player.getByLabel('Hand hygiene: the five moments');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime), { timeout: 10_000 }).toBeGreaterThan(0);

  await player.getByRole('button', { name: 'Close' }).click();
  await expect(player).toBeHidden();
  // Played once: the page no longer starts it by itself.
  await expect(page).toHaveURL(/#\/catalogue\/landingpage\/item\/demo-video$/);
});

test('launch a curriculum child whose prerequisite is not met: sent to its item page', async ({ page, contentLandingPage }) => {
  await page.goto('/#/catalogue/item/demo-curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'Preceptorship programme' })).toBeVisible();
  await page.getByRole('button', { name: 'Launch Preceptorship: assessment' }).click();

  await expect(page).toHaveURL(/#\/catalogue\/landingpage\/item\/demo-cur-assessment\/demo-curriculum$/);
  await contentLandingPage.expectShown('Preceptorship: assessment');
  const prerequisites = page.getByRole('region', { name: 'Prerequisites' });
  await expect(prerequisites.getByRole('listitem')).toHaveText(['Preceptorship: introduction Needed']);
  await expect(contentLandingPage.launch).toBeHidden();

  // The launch route itself decides the same way.
  await gotoLaunch(page, 'demo-curriculum', 'demo-cur-assessment');
  await expect(page).toHaveURL(/#\/catalogue\/landingpage\/item\/demo-cur-assessment\/demo-curriculum$/);
});

test('rate a completed item', async ({ page, contentLandingPage }) => {
  await contentLandingPage.goto('demo-completed');
  await contentLandingPage.expectShown('Equality, diversity and human rights');

  const fourStars = contentLandingPage.star(4);
  await fourStars.focus();
  await page.keyboard.press('Space');
  await contentLandingPage.saveRating.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you for rating this item')).toBeVisible();
  await expect(contentLandingPage.ratingMean()).toHaveText('Average rating 4.00 out of 5 (ratings: 1)');
  await expect(fourStars).toBeChecked();

  // Saved: a fresh load shows the learner's rating and the mean.
  await page.reload();
  await contentLandingPage.expectShown('Equality, diversity and human rights');
  await expect(contentLandingPage.star(4)).toBeChecked();
  await expect(contentLandingPage.ratingMean()).toHaveText('Average rating 4.00 out of 5 (ratings: 1)');
});

test("a landing page lists the item's catalogue extensions under the tenant's labels (spec 2 §7)", async ({ page, contentLandingPage }) => {
  await contentLandingPage.goto('demo-fire-safety');
  await contentLandingPage.expectShown('Fire safety awareness');
  const details = page.getByRole('main').getByLabel('More details');
  await expect(details.getByText('Provider')).toBeVisible();
  await expect(details.getByText('Demo University Estates team')).toBeVisible();
  await expect(details.getByRole('link', { name: 'https://demo.example/fire-safety-syllabus (opens in a new window)' })).toHaveAttribute('target', '_blank');
});
