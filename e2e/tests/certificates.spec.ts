/**
 * Certificates as `learner` (spec 2 §2, §4, §7), on the demo data: 'Basic life support'
 * expires in 20 days and its renewal is possible (demo-bls-theory renews it); 'Infection prevention
 * and control' is valid for another 165 days.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const EXPIRING = 'Basic life support';
/** Exact: the demo's session 'Skills lab, next month' is a button whose name starts the same. */
const nextMonth = (page: Page) => page.getByRole('button', { name: 'Next month', exact: true });

test.use({ signedInAs: 'learner' });

/** The certificate's expiry date in the calendar, moving on a month at a time until it shows (at most 7). */
async function expiryEntry(page: Page, title: string) {
  const entry = page.getByRole('button', { name: new RegExp(`^${title}, Certificate expires, `) }).first();
  await expect(page.getByRole('grid').first()).toBeVisible();
  for (let months = 0; months < 7 && (await entry.count()) === 0; months++) await nextMonth(page).click();
  await expect(entry).toBeVisible();
  return entry;
}

test('certificate expiry is pink in the calendar and its modal downloads the certificate as a PDF', async ({ page, calendarPage }) => {
  await calendarPage.goto();
  const entry = await expiryEntry(page, EXPIRING);
  await expect(entry).toHaveCSS('background-color', 'rgb(194, 24, 91)');

  await entry.click();
  const dialog = page.getByRole('dialog', { name: EXPIRING });
  await expect(dialog.getByText('This certificate expires within 30 days. Renew it to keep it valid.')).toBeVisible();
  await expect(dialog.getByText('Expiring soon', { exact: true })).toBeVisible();
  const reference = (await dialog.getByText(/^CERT-[0-9A-F]{5}-[0-9A-F]{5}-[0-9A-F]{5}$/).textContent()) ?? '';

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download certificate (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`certificate-${reference}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a renewal date is blue, and Renew starts the renewal and goes to the item', async ({ page, calendarPage }) => {
  await calendarPage.goto();
  // Infection prevention and control: its renewal period opens in 105 days.
  const renewal = page.getByRole('button', { name: /^Infection prevention and control, Certificate renewal, / }).first();
  await expect(page.getByRole('grid').first()).toBeVisible();
  for (let months = 0; months < 6 && (await renewal.count()) === 0; months++) await nextMonth(page).click();
  await expect(renewal).toHaveCSS('background-color', 'rgb(26, 86, 196)');

  // Back to this month: a new page load (the same address keeps the month shown).
  await page.reload();
  await expect(calendarPage.heading).toBeVisible();
  await (await expiryEntry(page, EXPIRING)).click();
  const dialog = page.getByRole('dialog', { name: EXPIRING });
  await dialog.getByRole('button', { name: 'Renew', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basic life support: theory' })).toBeVisible();
  await expect(page).toHaveURL(/#\/catalogue\/landingpage\/item\/demo-bls-theory/);

  // Renewing now: the modal offers to continue, which goes straight to the item.
  await calendarPage.goto();
  await (await expiryEntry(page, EXPIRING)).click();
  await expect(page.getByText('You have started renewing this certificate.')).toBeVisible();
  await page.getByRole('dialog', { name: EXPIRING }).getByRole('button', { name: 'Continue renewal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basic life support: theory' })).toBeVisible();
});

test('the certifications list says whether every compliance certificate is held and warns of one expiring within 30 days', async ({ page }) => {
  await page.goto('/#/account/achievements');
  const widget = page.getByRole('region', { name: 'Certifications' });
  await expect(widget.getByRole('heading', { level: 3, name: EXPIRING })).toBeVisible();
  // Basic life support, a compliance certificate, expires in 20 days.
  await expect(widget.getByText('A compliance certificate expires within 30 days.')).toBeVisible();
  await expect(widget.getByText(/^You (do not )?hold every compliance certificate/)).toBeVisible();
});
