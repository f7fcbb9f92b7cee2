import { DEMO_USERS, expect, test } from '../fixtures';

interface GatewayStats {
  connections: number;
  pageViews: Record<string, number>;
}

/**
 * The socket as a browser uses it: signed in, the shell connects from the portal's own origin with
 * its session cookie (the gateway checks both) and reports each page change (spec 1 §4).
 */
test.use({ signedInAs: 'learner' });

test('a signed-in page connects its socket and reports page views to the gateway', async ({ page, request, dashboardPage }) => {
  const stats = async (): Promise<GatewayStats> => (await (await request.get('/_gateway/stats')).json()) as GatewayStats;
  const before = (await stats()).pageViews['/dashboard'] ?? 0;

  await dashboardPage.goto();
  await dashboardPage.expectShown(DEMO_USERS.learner);

  await expect.poll(async () => (await stats()).connections, { message: 'the shell’s socket is connected' }).toBeGreaterThanOrEqual(1);
  await page.goto('/#/catalogue/items');
  await expect.poll(async () => (await stats()).pageViews['/catalogue/items'] ?? 0, { message: 'the catalogue page view reached the gateway' }).toBeGreaterThanOrEqual(1);
  expect((await stats()).pageViews['/dashboard'] ?? 0).toBeGreaterThanOrEqual(before);
});
