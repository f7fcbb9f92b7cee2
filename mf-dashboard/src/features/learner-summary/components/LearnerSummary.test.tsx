import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAreaPage } from '@portal/testing';
import { lee } from '../../../test/dashboard-test';
import LearnerSummary from './LearnerSummary';

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const item = (Id: string, Name: string, over: Record<string, unknown> = {}) => ({
  Id,
  Name,
  type: 'course',
  Type: 'Course',
  Completion: 'NotAttempted',
  Enrolment: 'Enrolled',
  EnrolmentMode: 'Optional',
  CreatedOn: iso(-100),
  ModifiedOn: iso(-10),
  ...over,
});
const catalogue = {
  Items: [
    item('fire', 'Fire safety', { isMandatory: true, DueDate: iso(10) }),
    item('ig', 'Information governance', { isMandatory: true, Completion: 'Passed' }),
    item('hand', 'Hand hygiene', { Completion: 'Attempted' }),
    item('late', 'Manual handling', { isMandatory: true, DueDate: iso(-3) }),
  ],
  Categories: [],
};
const events = {
  rows: [
    { occurredon: iso(0), type: 'completed', title: 'Fire safety' },
    { occurredon: iso(-1), type: 'experienced', title: 'Hand hygiene' },
  ],
  total: 2,
};

describe('LearnerSummary', () => {
  function show() {
    return renderAreaPage(<LearnerSummary />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'GET /reach/demo/api/v3/users/lee/catalogue': () => catalogue,
        'POST /records/report_data/user_events': () => events,
      },
    });
  }

  it('counts the training by status in the cards and in the bar chart’s table (its text alternative)', async () => {
    show();
    const cards = await screen.findByRole('region', { name: 'Your learning at a glance' });
    expect(within(cards).getByText('Overdue').nextSibling).toHaveTextContent('1');
    expect(within(cards).getByText('Completed').nextSibling).toHaveTextContent('1');
    // The chart is a lazy chunk of its own: on a busy machine it may take longer than a second to arrive.
    const chart = await screen.findByRole('figure', { name: 'Training by status' }, { timeout: 5000 });
    const bars = within(chart).getByTestId('training-bar-chart').querySelectorAll('rect');
    expect(Math.max(...Array.from(bars, (bar) => Number(bar.getAttribute('height'))))).toBe(120);
    // Every bar's colour is named in the legend; the table holds the same numbers.
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Not started', 'In progress', 'Completed', 'Overdue']);
    await userEvent.click(within(chart).getByRole('button', { name: 'Show as a table' }));
    expect(within(chart).getByRole('row', { name: 'In progress 1' })).toBeInTheDocument();
  });

  it('searches and filters the training list', async () => {
    show();
    const list = await screen.findByRole('region', { name: 'My training' });
    expect(within(within(list).getByRole('list', { name: 'My training' })).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.type(within(list).getByRole('searchbox', { name: 'Search my training' }), 'fire');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fire safety']);
    await userEvent.clear(within(list).getByRole('searchbox', { name: 'Search my training' }));
    await userEvent.selectOptions(within(list).getByRole('combobox', { name: 'Show training' }), 'notComplete');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Manual handling', 'Fire safety']);
  });

  it('pages the training list, 10 a page, back to the first page when the search changes', async () => {
    const many = { ...catalogue, Items: Array.from({ length: 25 }, (_, index) => item(`c${index}`, `Course ${String(index + 1).padStart(2, '0')}`)) };
    renderAreaPage(<LearnerSummary />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: { 'GET /reach/demo/api/v3/users/lee/catalogue': () => many, 'POST /records/report_data/user_events': () => events },
    });
    const list = await screen.findByRole('region', { name: 'My training' });
    expect(within(within(list).getByRole('list', { name: 'My training' })).getAllByRole('listitem')).toHaveLength(10);
    const pager = within(list).getByRole('navigation', { name: 'My training pages' });
    // @portal/ui's Pagination: the page numbers, the current one marked, Previous and Next.
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Course 21', 'Course 22', 'Course 23', 'Course 24', 'Course 25']);
    await userEvent.type(within(list).getByRole('searchbox', { name: 'Search my training' }), 'course 2');
    // Course 02, 12 and 20 to 25: one page, shown from its start.
    expect(within(within(list).getByRole('list', { name: 'My training' })).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('labels the heatmap’s months across the top and its days down the side', async () => {
    show();
    const heatmap = await screen.findByRole('region', { name: 'Activity' });
    const svg = await within(heatmap).findByTestId('activity-heatmap');
    const labels = Array.from(svg.querySelectorAll('text'), (label) => label.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Mon', 'Wed', 'Fri']));
    const month = (back: number) => new Intl.DateTimeFormat('en-GB', { month: 'short' }).format(new Date(new Date().getFullYear(), new Date().getMonth() - back, 1));
    expect(labels).toEqual(expect.arrayContaining([month(5), month(4), month(3), month(2), month(1), month(0)]));
  });

  it('draws the heatmap as 26 week columns of 7 days and says the total in text', async () => {
    show();
    const heatmap = await screen.findByRole('region', { name: 'Activity' });
    expect(within(heatmap).getByText('Activities in the last 26 weeks: 2')).toBeInTheDocument();
    const weeks = (await within(heatmap).findByTestId('activity-heatmap')).querySelectorAll('.lp-heatmap__week');
    expect(weeks).toHaveLength(26);
    expect(Array.from(weeks).every((week) => week.querySelectorAll('rect').length === 7)).toBe(true);
  });

  it('lists what is coming up in the calendar', async () => {
    show();
    const calendar = await screen.findByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByRole('link', { name: 'Fire safety' })).toBeInTheDocument();
    expect(within(calendar).queryByRole('link', { name: 'Manual handling' })).toBeNull();
    expect(within(calendar).getAllByRole('row').length).toBeLessThanOrEqual(7);
  });
});
