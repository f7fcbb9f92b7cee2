import { expect, test, type CatalogueIndexPage } from '../fixtures';

/** The position (1-based) of the last item row in the page. */
async function lastPosition(catalogue: CatalogueIndexPage): Promise<number> {
  return Number(await catalogue.rows.last().getAttribute('aria-posinset'));
}

test.describe('catalogue index', () => {
  test.use({ signedInAs: 'learner' });

  test('a learner searches and filters the catalogue, with the filter in the URL', async ({ page, catalogueIndexPage: catalogue }) => {
    await catalogue.goto();
    const total = await catalogue.resultCount();
    expect(total).toBeGreaterThanOrEqual(60);

    // Every word must match (spec 2 §5); the list follows each keystroke, the URL the settled words.
    await catalogue.search.pressSequentially('fire');
    await expect(catalogue.item('Which fire extinguisher?')).toBeVisible();
    await expect(catalogue.item('Dementia awareness')).toHaveCount(0);
    await catalogue.search.pressSequentially(' guide');
    await expect(catalogue.item('Fire safety quick guide (PDF)')).toBeVisible();
    await expect(catalogue.item('Which fire extinguisher?')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/catalogue\/items\/fire%20guide$/);

    // Hidden and never-available items are not listed.
    await catalogue.search.fill('rota');
    await expect(catalogue.count).toHaveText('No items match your search.');
    await catalogue.search.fill('');
    await expect.poll(() => catalogue.resultCount()).toBe(total);

    await catalogue.mandatoryOnly.check();
    await expect(page).toHaveURL(/#\/catalogue\/items\/is%3Amandatory$/);
    await expect(catalogue.item('Data security awareness')).toBeVisible();
    await expect(catalogue.item('Dementia awareness')).toHaveCount(0);
    await catalogue.overdueOnly.check();
    await expect(catalogue.item('Fire safety awareness')).toBeVisible();
    await expect(catalogue.item('Moving and handling people')).toBeVisible();
    await expect(catalogue.item('Data security awareness')).toHaveCount(0);
    await expect(catalogue.rows.filter({ hasText: 'Fire safety awareness' })).toContainText('Overdue since');
    // Back undoes a filter: the URL is the source of truth.
    await page.goBack();
    await expect(catalogue.overdueOnly).not.toBeChecked();
    await expect(catalogue.item('Data security awareness')).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await catalogue.expandCategory('Health and safety');
    await catalogue.chooseCategory('Fire safety');
    await expect(page).toHaveURL(/#\/catalogue\/items\/category%3Afire-safety$/);
    await expect(catalogue.item('Fire safety quick guide (PDF)')).toBeVisible();
    await expect(catalogue.item('Dementia awareness')).toHaveCount(0);

    await catalogue.status.selectOption({ label: 'Not complete' });
    await expect(page).toHaveURL(/#\/catalogue\/items\/status%3AnotComplete%20category%3Afire-safety$/);
    await expect(catalogue.item('Fire safety awareness')).toBeVisible();
    await catalogue.status.selectOption({ label: 'Completed' });
    await catalogue.chooseCategory('All categories');
    await expect(catalogue.item('Equality, diversity and human rights')).toBeVisible();
    await expect(catalogue.item('Fire safety awareness')).toHaveCount(0);

    // A filter typed into the address opens as it is.
    await catalogue.goto('is:overdue type:Course sort:name');
    await expect(catalogue.sort).toHaveValue('name');
    await expect(catalogue.rows).toHaveCount(2);
    await expect(catalogue.rows.first()).toContainText('Fire safety awareness');

    await catalogue.item('Fire safety awareness').click();
    await expect(page).not.toHaveURL(/#\/catalogue\/items/);
  });

  test('more items load as the learner scrolls, and the grown list stays virtualised', async ({ page, catalogueIndexPage: catalogue }) => {
    await catalogue.goto();
    const total = await catalogue.resultCount();
    // A first page of 15; the rows below the viewport's reach are not in the page yet.
    await expect(catalogue.rows.first()).toHaveAttribute('aria-posinset', '1');
    expect(await lastPosition(catalogue)).toBeLessThanOrEqual(15);
    expect(await catalogue.rows.count()).toBeLessThanOrEqual(15);

    await page.mouse.move(600, 400);
    for (let loaded = 15; loaded < total;) {
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => lastPosition(catalogue)).toBeGreaterThan(loaded);
      loaded = await lastPosition(catalogue);
    }
    await expect.poll(() => lastPosition(catalogue)).toBe(total);
    await expect(page.getByRole('button', { name: 'Show more items' })).toHaveCount(0);
    // Scrolled to the end, the first rows have left the page.
    expect(Number(await catalogue.rows.first().getAttribute('aria-posinset'))).toBeGreaterThan(1);
    expect(await catalogue.rows.count()).toBeLessThan(total);
  });

  test('the dashboard search opens the catalogue filtered by the words', async ({ page, dashboardPage }) => {
    await dashboardPage.goto();
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('hand hygiene');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/#\/catalogue\/items\/search%3Ahand%20hygiene$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('hand hygiene');
    await expect(page.getByRole('list', { name: 'Catalogue items' }).getByRole('link', { name: 'Hand hygiene: the five moments' })).toBeVisible();
  });
});
