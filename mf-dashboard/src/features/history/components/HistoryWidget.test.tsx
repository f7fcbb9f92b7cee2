import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAreaPage, setTestLocale } from '@portal/testing';
import { lee } from '../../../test/dashboard-test';
import HistoryWidget from './HistoryWidget';

const MASTERY = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
const event = (n: number, extra: object = {}) => ({
  type: 'Course',
  title: `Course ${n}`,
  status: 'Completed',
  score: null,
  occurredon: '2026-03-04T10:00:00.000Z',
  definition: { extensions: {} },
  ...extra,
});

describe('the learning history widget (slot account.history)', () => {
  it('shows each event with its type, date, status, score as a percentage to 2 decimals and mastery, 10 a page', async () => {
    const rows = [
      event(1, { score: 0.7999, status: 'Failed', definition: { extensions: { [MASTERY]: 0.8 } } }),
      event(2, { score: 0.912345 }),
      event(3, { status: 'Enrolled', occurredon: null }),
      ...Array.from({ length: 7 }, (_, i) => event(i + 4)),
    ];
    const api = renderAreaPage(<HistoryWidget />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /records/report_data/history': ({ skip }: { skip: number }) => {
          return skip === 0 ? { rows, total: 12 } : { rows: [event(11), event(12)], total: 12 };
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Your learning history' });
    const first = await within(region).findByRole('row', { name: /Course 1\b/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Course', '4 Mar 2026', 'Failed', '79.99%', 'Failed']);
    const second = within(region).getByRole('row', { name: /Course 2\b/ });
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Course', '4 Mar 2026', 'Completed', '91.23%', '']);
    expect(within(within(region).getByRole('row', { name: /Course 3\b/ })).getAllByRole('cell')[2]).toHaveTextContent('Enrolled');
    expect(api.calls[0]?.body).toEqual({ skip: 0, limit: 10, scope: 'demo', user_id: 'u-lee' });

    const pages = within(region).getByRole('navigation', { name: 'Learning history pages' });
    // @portal/ui's Pagination: the page numbers, the current one marked, Previous and Next.
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(region).findByRole('row', { name: /Course 12\b/ })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.calls.at(-1)?.body).toMatchObject({ skip: 10, limit: 10 });
  });

  it("names each event's type in the reader's language, again when the language changes", async () => {
    const rows = [event(1), event(2, { type: 'scorm', title: 'Package 2' }), event(3, { type: 'Mystery', title: 'Other 3' })];
    renderAreaPage(<HistoryWidget />, { route: '/', path: '/', user: lee, handlers: { 'POST /records/report_data/history': () => ({ rows, total: 3 }) } });
    const typeOf = (title: RegExp) => within(screen.getByRole('row', { name: title })).getAllByRole('cell')[0];
    expect(await screen.findByRole('row', { name: /Course 1\b/ })).toBeInTheDocument();
    expect(typeOf(/Package 2/)).toHaveTextContent(/^Course$/);
    await setTestLocale('de-DE');
    expect(typeOf(/Course 1\b/)).toHaveTextContent(/^Kurs$/);
    expect(typeOf(/Package 2/)).toHaveTextContent(/^Kurs$/);
    // A type the portal does not know keeps the LMS's word.
    expect(typeOf(/Other 3/)).toHaveTextContent(/^Mystery$/);
  });

  it('says so when the history is empty', async () => {
    renderAreaPage(<HistoryWidget />, { route: '/', path: '/', user: lee, handlers: { 'POST /records/report_data/history': () => ({ rows: [], total: 0 }) } });
    expect(await screen.findByText('There is nothing in your learning history yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
