import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/*
 * @portal/ui's DateField in a page test: its parts are spin buttons in a group named by the label, so a
 * test types a day part by part (in whatever order the active language shows them) and reads the ISO
 * day back from the parts' values.
 */

const parts = (group: HTMLElement) => within(group).getAllByRole('spinbutton');

/** Types `isoDay` ('YYYY-MM-DD') into the date field `group` (`getByRole('group', { name })`); '' empties it. */
export async function enterDate(user: UserEvent, group: HTMLElement, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-');
  const digits: Record<string, string | undefined> = { year, month, day };
  // Year, month, then day, whatever order the language shows them in: a day is typed into the month
  // that has it (a 31st typed before its month could be cut short).
  const order = ['year', 'month', 'day'];
  const byKind = [...parts(group)].sort((a, b) => order.indexOf(a.dataset.segment ?? '') - order.indexOf(b.dataset.segment ?? ''));
  for (const part of byKind) {
    await user.click(part);
    const typed = digits[part.dataset.segment ?? ''];
    // Each part takes the digits typed after it gains focus; Backspace empties it digit by digit.
    await user.keyboard(typed ? typed : '{Backspace}'.repeat(6));
  }
}

/** The ISO day a date field `group` shows, '' while a part is empty. */
export function dateFieldValue(group: HTMLElement): string {
  const value: Record<string, string> = {};
  for (const part of parts(group)) {
    const now = part.getAttribute('aria-valuenow');
    if (now === null || part.dataset.segment === undefined) return '';
    value[part.dataset.segment] = now.padStart(part.dataset.segment === 'year' ? 4 : 2, '0');
  }
  return value.year && value.month && value.day ? `${value.year}-${value.month}-${value.day}` : '';
}
