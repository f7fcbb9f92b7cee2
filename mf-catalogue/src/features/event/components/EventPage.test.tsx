import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { CatalogueItem, Session } from '@portal/contracts/catalogue';
import { renderAreaPage } from '@portal/testing';
import { makeCatalogue, makeItem } from '../../../lib/domain/test-fixtures';
import { makeSession } from '../../../lib/sessions/test-sessions';
import { lee, shownTexts } from '../../../test/catalogue-lms';
import EventPage from './EventPage';

const DAY = 86_400_000;
/** Dates relative to the real clock: the page compares with Date.now(). */
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const CATALOGUE = 'GET /reach/:scope/api/v3/users/:username/catalogue';
const ENROL = 'POST /reach/:scope/api/v4/users/:userId/sessions/:sessionId/enrollment';

function event(sessions: Session[], overrides: Partial<CatalogueItem> = {}) {
  return makeItem({ Id: 'ev1', Name: 'First aid day', type: 'Event', Type: 'event', Description: '<p>Learn <b>first aid</b></p>', Sessions: sessions, ...overrides });
}

const open = makeSession({ Id: 'open', Name: 'Morning session', StartDate: at(30), EndDate: at(30.1), EnrolmentDeadline: at(20), CancellationDeadline: at(25) });

function lms(item: CatalogueItem, extra: Record<string, MockHandler> = {}) {
  return createMockApiClient({ [CATALOGUE]: () => makeCatalogue([item]), ...extra });
}

function show(api: ReturnType<typeof lms>, url = '/catalogue/event/ev1') {
  renderAreaPage(<EventPage />, { route: '/catalogue/event/:id/:parentId?', path: url, api, user: lee });
  return api;
}

const card = (name: string) => screen.getByRole('article', { name });
const sessionItems = () => within(screen.getByRole('list')).getAllByRole('listitem');
const catalogueLoads = (api: ReturnType<typeof lms>) => api.calls.filter((call) => call.path.endsWith('/catalogue')).length;

describe('EventPage', () => {
  it('shows the event, its description through SafeHtml, and its sessions with seats and deadlines', async () => {
    const hiddenPast = makeSession({ Id: 'old', Name: 'Old session', StartDate: at(-10), EndDate: at(-9.9) });
    show(lms(event([open, hiddenPast])));
    expect(await screen.findByRole('heading', { level: 1, name: 'First aid day' })).toBeInTheDocument();
    expect(await screen.findByText('first aid')).toBeInTheDocument();
    const morning = card('Morning session');
    expect(within(morning).getByText('5 of 10 seats available')).toBeInTheDocument();
    expect(within(morning).getByText('Enrolment deadline')).toBeInTheDocument();
    expect(within(morning).getByText('Cancellation deadline')).toBeInTheDocument();
    expect(within(morning).getByRole('link', { name: 'Add to calendar (iCalendar): Morning session' })).toHaveAttribute(
      'href',
      '/_api/reach/demo/api/v3/users/lee/events/ev1/sessions/open/ics',
    );
    expect(screen.queryByText('Old session')).not.toBeInTheDocument();
  });

  it('shows 10 sessions and 10 more per "Show more sessions"', async () => {
    const many = Array.from({ length: 23 }, (_, i) => makeSession({ Id: `s${i}`, Name: `Session ${String(i).padStart(2, '0')}`, StartDate: at(10 + i), EndDate: at(10.1 + i) }));
    const user = userEvent.setup();
    show(lms(event(many)));
    await screen.findByText('Session 00');
    expect(sessionItems()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more sessions' }));
    expect(sessionItems()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more sessions' }));
    expect(sessionItems()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Show more sessions' })).not.toBeInTheDocument();
  });

  it('enrols, says so and reloads the catalogue', async () => {
    const user = userEvent.setup();
    const api = show(lms(event([open]), { [ENROL]: () => ({ status: 'Enrolled' }) }));
    await user.click(await within(await screen.findByRole('article', { name: 'Morning session' })).findByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(shownTexts()).toContain('You are now enrolled on this session'));
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/reach/demo/api/v4/users/u1/sessions/open/enrollment', body: { status: 'Enrolled' } });
    await waitFor(() => expect(catalogueLoads(api)).toBe(2));
  });

  it('cancels an enrolment only with a reason', async () => {
    const enrolled = { ...open, Enrolment: 'Enrolled' as const };
    const user = userEvent.setup();
    const api = show(lms(event([enrolled]), { [ENROL]: () => ({ status: 'Unenrolled' }) }));
    await user.click(await screen.findByRole('button', { name: 'Cancel enrolment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your enrolment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel enrolment' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Clash with a clinic');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel enrolment' }));
    await waitFor(() => expect(shownTexts()).toContain('Your enrolment has been cancelled'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'Unenrolled', reason: 'Clash with a clinic' });
  });

  it('shows the cancellation refusal of the server', async () => {
    const enrolled = { ...open, Enrolment: 'Enrolled' as const };
    const user = userEvent.setup();
    show(
      lms(event([enrolled]), {
        [ENROL]: () => {
          throw new ApiError({ status: 403, code: 'CancellationDeadlinePassed', message: 'too late' });
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel enrolment' }));
    await user.type(screen.getByLabelText('Reason'), 'Ill');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel enrolment' }));
    await waitFor(() => expect(shownTexts()).toContain('We were unable to cancel your enrolment because the session cancellation deadline has passed'));
  });

  it('a 200 NoAvailableSeats answer is a failure: the message, and the session shows 0 seats', async () => {
    const user = userEvent.setup();
    const api = show(lms(event([open]), { [ENROL]: () => ({ status: 'NoAvailableSeats' }) }));
    await user.click(await screen.findByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(shownTexts()).toContain('There are no seats available on this session'));
    expect(await within(card('Morning session')).findByText('0 of 10 seats available')).toBeInTheDocument();
    expect(catalogueLoads(api)).toBe(1);
  });

  it('other enrol errors give the general failure', async () => {
    const user = userEvent.setup();
    show(
      lms(event([open]), {
        [ENROL]: () => {
          throw new ApiError({ status: 500, message: 'down' });
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(shownTexts()).toContain('We were unable to update your enrolment. Please try again.'));
  });

  it('says the enrolment deadline has passed instead of offering to enrol, and offers to register interest', async () => {
    const closed = makeSession({ Id: 'closed', Name: 'Closed session', StartDate: at(21), EndDate: at(21.1), EnrolmentDeadline: at(-1) });
    const user = userEvent.setup();
    const api = show(lms(event([closed]), { 'POST /reach/:scope/api/v4/users/:userId/content/:id/registerinterest': () => ({}) }));
    const closedCard = await screen.findByRole('article', { name: 'Closed session' });
    expect(within(closedCard).getByText('The enrolment deadline for this session has passed')).toBeInTheDocument();
    expect(within(closedCard).queryByRole('button', { name: 'Enrol' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register interest' }));
    await waitFor(() => expect(shownTexts()).toContain('Thank you: we will let you know when new sessions are available'));
    expect(api.calls.at(-1)?.path).toBe('/reach/demo/api/v4/users/u1/content/ev1/registerinterest');
  });

  it('accepts an invitation, and declines one only with a reason', async () => {
    const invited = makeSession({ Id: 'inv', Name: 'Invited session', StartDate: at(9), EndDate: at(9.1), Enrolment: 'PendingUserApproval' });
    const user = userEvent.setup();
    const api = show(
      lms(event([invited]), {
        'POST /reach/:scope/api/v4/users/:userId/sessions/:sessionId/registration': () => ({ status: 'Enrolled' }),
        'DELETE /reach/:scope/api/v4/users/:userId/sessions/:sessionId/registration': () => ({}),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(shownTexts()).toContain('You have accepted the invitation'));

    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'On leave');
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    await waitFor(() => expect(shownTexts()).toContain('You have declined the invitation'));
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({ body: { reason: 'On leave' } });
  });

  it('lets the user mark an enrolled, run, manual session attended', async () => {
    const ran = makeSession({ Id: 'ran', Name: 'Last week', StartDate: at(-7), EndDate: at(-6.9), Enrolment: 'Enrolled' });
    const user = userEvent.setup();
    const api = show(lms(event([ran]), { 'POST /reach/:scope/api/v4/users/:userId/sessions/:sessionId/status': () => ({}) }));
    await user.click(await screen.findByRole('button', { name: 'I attended' }));
    await waitFor(() => expect(shownTexts()).toContain('The session is marked as attended'));
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/reach/demo/api/v4/users/u1/sessions/ran/status', body: { status: 'Attended' } });
  });

  it('removes the attended mark when the pressed answer is pressed again', async () => {
    const ran = makeSession({ Id: 'ran', Name: 'Last week', StartDate: at(-7), EndDate: at(-6.9), Enrolment: 'Enrolled', Status: 'Attended' });
    const user = userEvent.setup();
    const api = show(lms(event([ran]), { 'DELETE /reach/:scope/api/v4/users/:userId/sessions/:sessionId/status': () => ({ status: 'Attending' }) }));
    const attended = await screen.findByRole('button', { name: 'I attended' });
    expect(attended).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Press the chosen answer again to remove it.')).toBeInTheDocument();
    await user.click(attended);
    await waitFor(() => expect(shownTexts()).toContain('Your attendance answer has been removed'));
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: '/reach/demo/api/v4/users/u1/sessions/ran/status' });
  });

  it('opens the session details', async () => {
    const user = userEvent.setup();
    show(lms(event([open])));
    await user.click(await screen.findByRole('button', { name: 'Details of Morning session' }));
    const dialog = screen.getByRole('dialog', { name: 'Morning session' });
    expect(within(dialog).getByRole('button', { name: 'Enrol' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the event is not in the catalogue', async () => {
    show(lms(event([open])), '/catalogue/event/missing');
    expect(await screen.findByText('This event is not in your catalogue.')).toBeInTheDocument();
  });
});
