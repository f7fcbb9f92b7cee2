import { expect, seriousViolations, sidewaysScroll, test } from '../fixtures';

/*
 * Curricula and playlists as `learner` (spec 2 §2, §4, §9): a curriculum whose own
 * prerequisite is unmet shows its lock and that prerequisite, with no Enrol or Launch; the New starters
 * playlist (a channel without categories) lists what its page lists; the calendar's key tells an
 * invitation apart; a list of types in the type filter is named by its labels.
 */
test.use({ signedInAs: 'learner' });

test('a locked curriculum shows its lock and its prerequisite, and offers neither Enrol nor Launch', async ({ page }) => {
  await page.goto('/#/catalogue/item/demo-cur-module-2/demo-programme');
  await expect(page.getByRole('heading', { level: 1, name: 'Leading a shift' })).toBeVisible();
  await expect(page.getByText('This curriculum is locked until its prerequisites are complete.')).toBeVisible();
  const prerequisites = page.getByRole('region', { name: 'Prerequisites', exact: true });
  await expect(prerequisites.getByRole('listitem')).toHaveText('Preceptorship programme Needed');
  await expect(page.getByRole('button', { name: 'Enrol' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Launch/ })).toHaveCount(0);
  expect((await seriousViolations(page)).join('\n')).toBe('');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test('the New starters playlist lists what its page lists', async ({ page }) => {
  await page.goto('/#/catalogue/channels');
  const playlist = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'New starters', exact: true }) });
  await expect(playlist.getByText('Nothing here yet.')).toHaveCount(0);
  await expect(playlist.getByRole('link', { name: 'Fire safety awareness' })).toBeVisible();
  await playlist.getByRole('link', { name: 'New starters', exact: true }).click();
  await expect(page).toHaveURL(/#\/catalogue\/items\/%23Newstarters$/);
  // The channels page stays on screen until the catalogue page is ready to replace it.
  await expect(page.getByRole('list', { name: 'Channels' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Fire safety awareness' })).toBeVisible();
});

test('the type filter names a list of types by their labels; the calendar key tells an invitation apart', async ({ page }) => {
  await page.goto(`/#/catalogue/items/${encodeURIComponent('type:video,audio')}`);
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText(/Video or Audio/);
  await page.goto('/#/calendar');
  await expect(page.getByRole('list', { name: 'Key' }).getByText('Waiting for approval or for your answer')).toBeVisible();
});
