import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApiClient } from '@portal/api-client/testing';
import { renderAreaPage } from '@portal/testing';
import { makeCatalogue, makeItem } from '../../../lib/domain/test-fixtures';
import { makeSession } from '../../../lib/sessions/test-sessions';
import { lee, shownTexts } from '../../../test/catalogue-lms';
import CalendarPage from './CalendarPage';

const DAY = 86_400_000;
/** A few hours from now: in the month view FullCalendar opens on, and not in the past. */
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

function lms() {
  const enrolledStart = hoursFromNow(1);
  const openStart = hoursFromNow(3);
  const event = makeItem({
    Id: 'ev',
    Name: 'First aid',
    type: 'Event',
    Sessions: [
      makeSession({ Id: 'mine', Name: 'My session', StartDate: enrolledStart, EndDate: later(enrolledStart, 2), Enrolment: 'Enrolled' }),
      makeSession({ Id: 'invite', Name: 'Invited session', StartDate: openStart, EndDate: later(openStart, 1), Enrolment: 'PendingUserApproval' }),
      makeSession({
        Id: 'full',
        Name: 'Full session',
        StartDate: openStart,
        EndDate: later(openStart, 2),
        AvailableSeats: 0,
        EnrolmentDeadline: new Date(Date.now() + 365 * DAY).toISOString(),
      }),
    ],
  });
  const due = makeItem({ Id: 'due', Name: 'Fire safety', DueDate: hoursFromNow(5) });
  return createMockApiClient({
    'GET /reach/:scope/api/v3/users/:username/catalogue': () => makeCatalogue([event, due]),
    'POST /reach/:scope/api/v4/users/:userId/sessions/:sessionId/enrollment': () => ({ status: 'Enrolled' }),
  });
}

describe('CalendarPage', () => {
  it('draws each entry in its colour with a readable name', async () => {
    renderAreaPage(<CalendarPage />, { route: '/calendar', path: '/calendar', api: lms(), user: lee });
    // A session over midnight is drawn once per day it spans, each part with the same name.
    const [mine] = await screen.findAllByRole('button', { name: /^My session, session, Attending or attended, / });
    expect(mine).toHaveClass('lp-calendar-entry--green');
    expect(screen.getAllByRole('button', { name: /^Full session, session, Not attending, / })[0]).toHaveClass('lp-calendar-entry--grey');
    expect(screen.getByRole('button', { name: /^Fire safety, deadline, Due, / })).toHaveClass('lp-calendar-entry--red');
  });

  it('tells an invitation from a request waiting for approval, in the key and in the entry', async () => {
    renderAreaPage(<CalendarPage />, { route: '/calendar', path: '/calendar', api: lms(), user: lee });
    const [invite] = await screen.findAllByRole('button', { name: /^Invited session, session, Invitation waiting for your answer, / });
    expect(invite).toHaveClass('lp-calendar-entry--yellow');
    const key = screen.getByRole('list', { name: 'Key' });
    expect(within(key).getByText('Waiting for approval or for your answer')).toBeInTheDocument();
  });

  it('names the days in the header by one letter on a narrow screen, so they do not run together', async () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      renderAreaPage(<CalendarPage />, { route: '/calendar', path: '/calendar', api: lms(), user: lee });
      await screen.findAllByRole('button', { name: /^My session, / });
      const days = [...document.querySelectorAll('.fc-col-header-cell-cushion')].map((cell) => cell.textContent);
      expect(days).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('names the icon-only month buttons (axe: button-name)', async () => {
    renderAreaPage(<CalendarPage />, { route: '/calendar', path: '/calendar', api: lms(), user: lee });
    await screen.findAllByRole('button', { name: /^My session, / });
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-label', 'Previous month');
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-label', 'Next month');
  });

  it('filters entries', async () => {
    const user = userEvent.setup();
    renderAreaPage(<CalendarPage />, { route: '/calendar', path: '/calendar', api: lms(), user: lee });
    await screen.findAllByRole('button', { name: /^My session, / });
    await user.click(screen.getByLabelText('Only sessions I am on'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Full session, / })).not.toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: /^My session, / }).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Deadlines'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Fire safety, / })).not.toBeInTheDocument());
  });

  it("opens a session's details; enrolling there needs a free seat", async () => {
    const user = userEvent.setup();
    renderAreaPage(<CalendarPage />, { route: '/calendar', path: '/calendar', api: lms(), user: lee });
    await user.click((await screen.findAllByRole('button', { name: /^Full session, / }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Full session' });
    expect(within(dialog).queryByRole('button', { name: 'Enrol' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('There are no seats available on this session')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to the event' })).toHaveAttribute('href', '/catalogue/event/ev');
    expect(shownTexts()).toEqual([]);
  });

  it("opens a deadline's item", async () => {
    const user = userEvent.setup();
    renderAreaPage(<CalendarPage />, { route: '/calendar', path: '/calendar', api: lms(), user: lee });
    await user.click(await screen.findByRole('button', { name: /^Fire safety, / }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue\/landingpage\/item\/due$/));
  });
});
