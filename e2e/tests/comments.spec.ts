import { DEMO_SCOPE, PORTAL_API_HEADERS, expect, seriousViolations, sidewaysScroll, test, countRequests } from '../fixtures';

/*
 * Comments and subscriptions (spec 3 §2, §4): learner follows the medicines safety webinar's
 * topic (the demo seeds it for this spec alone). A comment is posted, flagged and unflagged; the
 * learner unsubscribes through /subscription/{id}/unsubscribe and subscribes again from the topic's
 * page, so the spec runs again on the same database.
 */
const TOPIC = 'Medicines safety webinar';

test.describe('comments and subscriptions', () => {
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
    // The list on a phone: rows stacked, each cell after its column's name, no word broken letter by letter.
    await page.goto('/#/subscriptions');
    const type = row.getByRole('cell').first();
    await expect(type).toHaveText('Event');
    expect(await type.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Type: "');
    expect((await type.boundingBox())!.height).toBeLessThan(40);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.goBack();
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

  test('an unknown subscription says so at once; unsubscribing follows the id in the address, also changed in the same tab', async ({ page }) => {
    // A 404 is an answer: shown on the first one, never asked again behind a spinner. Counted by
    // request rather than timed, so a busy machine's slow page cannot pass or fail it.
    const reads = countRequests(page, '/_api/comments/readSubscription');
    const answered = page.waitForResponse((response) => response.url().endsWith('/_api/comments/readSubscription'));
    await page.goto('/#/subscription/no-such-subscription');
    expect((await answered).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This subscription is not available' })).toBeVisible();
    // Were a 404 retried, the page would say so only after the last retry: one read means none.
    expect(reads).toHaveLength(1);

    await page.goto('/#/subscriptions');
    const row = page.getByRole('row', { name: new RegExp(TOPIC) }).filter({ hasText: 'Event' });
    const href = await row.getByRole('link', { name: TOPIC, exact: true }).getAttribute('href');
    const id = href!.split('/').pop()!;
    await page.goto('/#/subscription/no-such-subscription/unsubscribe');
    await expect(page.getByRole('alert')).toHaveText('You could not be unsubscribed, please try again');
    // The same tab, another id: this one is unsubscribed, and the page says so.
    await page.evaluate((next) => (window.location.hash = `#/subscription/${next}/unsubscribe`), id);
    await expect(page.getByText(`You are unsubscribed from ${TOPIC}`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to your subscriptions' }).click();
    await expect(row).toContainText('Unsubscribed');

    // A topic one is unsubscribed from may leave the list.
    const listed = await page.request.post('/_api/comments/listSubscriptions', { headers: PORTAL_API_HEADERS, data: { scope: DEMO_SCOPE } });
    const topic = ((await listed.json()) as { subscriptions: { reference: string; topic_ref: string; topic_label: string; topic_data: string }[] }).subscriptions.find(
      (one) => one.reference === id,
    )!;
    try {
      await row.getByRole('button', { name: `Remove ${TOPIC} from the list` }).click();
      await expect(page.getByText(`${TOPIC} was removed from your subscriptions`)).toBeVisible();
      await expect(row).toHaveCount(0);
      await page.goto(`/#/subscription/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'This subscription is not available' })).toBeVisible();
    } finally {
      // Subscribed again (the thread's own call), as the other tests of this file expect the topic listed.
      await page.request.post('/_api/comments/createSubscription', {
        headers: PORTAL_API_HEADERS,
        data: { scope: DEMO_SCOPE, topic_ref: topic.topic_ref, title: topic.topic_label, type: topic.topic_data },
      });
    }
  });
});
