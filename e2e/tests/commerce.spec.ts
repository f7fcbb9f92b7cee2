/**
 * Commerce as `learner` (spec 2 §3, §4 step 7, §5, §7), on the demo tenant: enableCommerce
 * on, 'Masterclass: leading change' (DEMO-MASTERCLASS, £95.00 with 20% VAT) and 'Spreadsheets for
 * ward managers' (£25.00) premium.
 */
import { expect, seriousViolations, sidewaysScroll, test } from '../fixtures';

const PREMIUM = 'demo-premium';
const PREMIUM_NAME = 'Masterclass: leading change';

test.use({ signedInAs: 'learner' });

test('a premium item is refused unpaid, bought through the basket, then launched', async ({ page, contentLandingPage }) => {
  await contentLandingPage.goto(PREMIUM);
  await contentLandingPage.expectShown(PREMIUM_NAME);
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByText('£95.00 including VAT')).toBeVisible();
  await expect(price.getByText('£79.17 before VAT')).toBeVisible();

  // Enrolled but not paid: the page offers buying first, neither a Launch that can only fail nor Mark complete.
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page.getByText('This is premium content. Buy it to open it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);
  await expect(contentLandingPage.launch).toHaveCount(0);
  // The launch route itself still refuses (step 7) and goes back with the premium error.
  await page.goto(`/#/catalogue/launch/${PREMIUM}`);
  await expect(page.getByText('This is premium content. Buy it to open it.').first()).toBeVisible();
  await contentLandingPage.expectShown(PREMIUM_NAME);

  // Adding twice keeps one: the second click is not offered, the basket counts 1.
  await price.getByRole('button', { name: 'Add to basket' }).click();
  await expect(price.getByText('In your basket')).toBeVisible();
  await price.getByRole('link', { name: 'View basket (1)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await expect(page).toHaveTitle(/Your basket/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: PREMIUM_NAME }) });
  await expect(row.getByText('£95.00 including VAT')).toBeVisible();
  const payment = page.getByRole('form', { name: 'Payment' });
  await expect(payment.getByLabel('Name of the person paying')).toHaveValue('Alex Morgan');
  await payment.getByLabel('Name of the person paying').fill('');
  await payment.getByRole('button', { name: 'Pay £95.00' }).click();
  await expect(payment.getByText('Enter the name of the person paying')).toBeVisible();
  await payment.getByLabel('Name of the person paying').fill('Alex Morgan');
  await payment.getByRole('button', { name: 'Pay £95.00' }).click();
  await expect(page.getByText('Thank you. Your payment is complete.')).toBeVisible();
  await expect(page.getByText(/Invoice INV-[0-9A-F]{10}/)).toBeVisible();

  // Paid: the landing page says so and the launch opens the course.
  await contentLandingPage.goto(PREMIUM);
  await expect(page.getByText(/^You bought this on /)).toBeVisible();
  const popup = page.waitForEvent('popup');
  await contentLandingPage.launch.click();
  const opened = await popup;
  await expect(opened).toHaveURL(/\/_api\/content\/learning\/demo\/course\//);
  await opened.close();
});

test('an empty basket says so; a removed item leaves it', async ({ page, contentLandingPage }) => {
  await contentLandingPage.goto('demo-excel');
  await contentLandingPage.expectShown('Spreadsheets for ward managers');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('link', { name: 'View basket (1)' }).click();
  await page.getByRole('button', { name: 'Remove Spreadsheets for ward managers from your basket' }).click();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toBeVisible();
});

for (const width of [1280, 320]) {
  test(`the price, the basket and the certificate modal at ${width} px: no serious axe violation, no sideways scrolling`, async ({ page, contentLandingPage, calendarPage }) => {
    await page.setViewportSize({ width, height: 800 });
    await contentLandingPage.goto('demo-coaching-basics');
    await contentLandingPage.expectShown('Coaching conversations');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'View basket (1)' }).click();
    await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    await calendarPage.goto();
    await expect(page.getByRole('grid').first()).toBeVisible();
    const entry = page.getByRole('button', { name: /, Certificate (expires|renewal), / }).first();
    for (let months = 0; months < 7 && (await entry.count()) === 0; months++) await page.getByRole('button', { name: 'Next month', exact: true }).click();
    await entry.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });
}
