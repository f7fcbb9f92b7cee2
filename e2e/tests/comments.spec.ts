import { expect, seriousViolations, sidewaysScroll, test } from '../fixtures';

/*
 * Comments and subscriptions (issue 14, spec 3 §2, §4): learner follows the medicines safety webinar's
 * topic (the demo seeds it for this spec alone). A comment is posted, flagged and unflagged; the
 * learner unsubscribes through /subscription/{id}/unsubscribe and subscribes again from the topic's
 * page, so the spec runs again on the same database.
 */
const TOPIC = 'Medicines safety webinar';

test.describe('comments and subscriptions (issue 14)', () => {
  test.use({ signedInAs: 'learner' });

  test('a comment is posted, flagged and unflagged', async ({ page }) => {
    await page.goto('/#/subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(TOPIC) }).filter({ hasText: 'Event' });
    await expect(row).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await row.getByRole('link', { name: TOPIC, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: TOPIC })).toBeVisible();
    await expect(page.getByText('Will the slides be shared after the webinar?')).toBeVisible();

    const text = `Are the slides in the library? ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    const mine = page.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    expect((await seriousViolations(page)).join('\n')).toBe('');

    await mine.getByRole('button', { name: 'Flag as inappropriate' }).click();
    await expect(mine.getByText('Flagged as inappropriate')).toBeVisible();
    await page.reload();
    await expect(mine.getByText('Flagged as inappropriate')).toBeVisible();
    await mine.getByRole('button', { name: 'Remove the flag' }).click();
    await expect(mine.getByText('Flagged as inappropriate')).toHaveCount(0);
    await expect(mine.getByRole('button', { name: 'Flag as inappropriate' })).toBeVisible();
  });

  test('unsubscribe from a topic, and subscribe again', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/#/subscriptions');
    const row = page.getByRole('row', { name: new RegExp(TOPIC) }).filter({ hasText: 'Event' });
    await expect(row).toContainText('Subscribed');
    await row.getByRole('link', { name: `Unsubscribe from ${TOPIC}` }).click();
    await expect(page.getByText(`You are unsubscribed from ${TOPIC}`)).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect((await seriousViolations(page)).join('\n')).toBe('');

    await page.getByRole('link', { name: 'Back to your subscriptions' }).click();
    await expect(row).toContainText('Unsubscribed');
    await row.getByRole('link', { name: TOPIC, exact: true }).click();
    await page.getByRole('button', { name: 'Subscribe to this topic' }).click();
    await expect(page.getByRole('button', { name: 'Unsubscribe from this topic' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to your subscriptions' }).click();
    await expect(row).toContainText('Subscribed');
    await expect(row.getByRole('link', { name: `Unsubscribe from ${TOPIC}` })).toBeVisible();
  });
});
