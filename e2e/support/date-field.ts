import type { Locator } from '@playwright/test';

/*
 * @portal/ui's DateField: a group named by its label, one spin button per part (day, month, year), in
 * the order of the portal's language. A person types each part's digits; so does the test.
 */

/** The date field labelled `label` inside `scope` (a page, a dialog). */
export const dateField = (scope: Pick<Locator, 'getByRole'>, label: string): Locator => scope.getByRole('group', { name: label, exact: true });

/** Types `isoDay` ('YYYY-MM-DD') into `field`, year first, so a day is typed into the month that has it. */
export async function fillDate(field: Locator, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-');
  for (const [part, digits] of [
    ['year', year],
    ['month', month],
    ['day', day],
  ] as const) {
    const spin = field.getByRole('spinbutton', { name: new RegExp(`^${part},`) });
    await spin.click();
    await spin.pressSequentially(digits!);
  }
}

/** The ISO day `field` shows, '' while a part is empty (what an input's value was). */
export async function dateValue(field: Locator): Promise<string> {
  const part = async (name: string) => field.getByRole('spinbutton', { name: new RegExp(`^${name},`) }).getAttribute('aria-valuenow');
  const [year, month, day] = await Promise.all([part('year'), part('month'), part('day')]);
  return year && month && day ? `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : '';
}
