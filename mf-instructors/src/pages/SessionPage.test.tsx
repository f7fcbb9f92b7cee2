import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { renderAreaPage, shownMessages, type AreaPageOptions } from '@portal/testing';
import { messageStore } from '@portal/ui';
import { attendee, INSTRUCTORS_ON, instructor, instructorsLms, session, STARTED } from '../test/instructors-lms';
import SessionPage from './SessionPage';

const show = (path: string, options: Partial<AreaPageOptions> = {}) =>
  renderAreaPage(<SessionPage />, { route: '/instructors/item', path, user: instructor, handlers: instructorsLms(), settings: INSTRUCTORS_ON, ...options });
const lastMessage = () => shownMessages().at(-1)?.[1];

describe('SessionPage: the register (spec 3 §5, §9)', () => {
  it('marks an attendee attended and submits; the answer’s submitted date shows', async () => {
    const user = userEvent.setup();
    // The mock LMS keeps what was saved, as the real one does.
    let saved = session(1, { start_date: STARTED });
    const api = show('/instructors/item?id=s1', {
      handlers: instructorsLms({
        'POST /instructors/GetSession': () => saved,
        'POST /instructors/SetAttendance': ({ attendees }) => {
          saved = session(1, {
            start_date: STARTED,
            attendance_submitted_date: '2030-01-02T10:00:00.000Z',
            attendees: [attendee(1, attendees[0].attended), attendee(2, attendees[1].attended)],
          });
          return saved;
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basic life support: Skills lab 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Session' })).getByRole('link', { name: 'Attendees' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('The attendance has not been submitted yet.')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Everyone attended' });
    expect(all).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Learner 2 attended' }));
    expect(all).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit attendance' }));
    await waitFor(() => expect(screen.getByText(/^Attendance submitted on /)).toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/instructors/SetAttendance')!.body).toEqual({
      session_id: 's1',
      attendees: [
        { user_id: 'u1', attended: true },
        { user_id: 'u2', attended: true },
      ],
    });
    expect(lastMessage()).toBe('The attendance was submitted.');
  });

  it('the all-checked box marks everyone or no one', async () => {
    const user = userEvent.setup();
    show('/instructors/item?id=s1', { handlers: instructorsLms({ 'POST /instructors/GetSession': () => session(1, { start_date: STARTED }) }) });
    const all = await screen.findByRole('checkbox', { name: 'Everyone attended' });
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Learner 1 attended' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Learner 2 attended' })).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Learner 1 attended' })).not.toBeChecked();
  });

  it('shows 10 attendees a page', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => attendee(i + 1));
    show('/instructors/item?id=s1', { handlers: instructorsLms({ 'POST /instructors/GetSession': () => session(1, { start_date: STARTED, attendees: many }) }) });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows the register of a session that has not started read-only: its attendance cannot be submitted yet', async () => {
    const api = show('/instructors/item?id=s1');
    expect(await screen.findByText('The attendance can be submitted once the session has started.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Learner 2 attended' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Everyone attended' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit attendance' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/instructors/SetAttendance')).toBe(false);
  });

  it('tells apart two attendees of the same name by their user names', async () => {
    const pat = (n: number) => ({ ...attendee(n), name: 'Pat Lee', username: n === 1 ? 'pat.lee' : 'pat.lee2', mail: 'pat.lee@example.org' });
    show('/instructors/item?id=s1', {
      handlers: instructorsLms({ 'POST /instructors/GetSession': () => session(1, { start_date: STARTED, attendees: [pat(1), pat(2), attendee(3)] }) }),
    });
    expect(await screen.findByRole('checkbox', { name: 'Pat Lee (pat.lee) attended' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pat Lee (pat.lee2) attended' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Learner 3 attended' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[0]!).getByRole('columnheader', { name: 'User name' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'pat.lee' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: 'pat.lee2' })).toBeInTheDocument();
  });

  it("is read-only in attendance mode 'auto'", async () => {
    show('/instructors/item?id=s1', { handlers: instructorsLms({ 'POST /instructors/GetSession': () => session(1, { attendance_mode: 'auto' }) }) });
    expect(await screen.findByText('The attendance of this session is recorded automatically.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Learner 2 attended' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit attendance' })).not.toBeInTheDocument();
  });

  it('goes back to the dashboard tab it was opened from (dashboardTab)', async () => {
    show('/instructors/item?id=s1&dashboardTab=Historic');
    expect(await screen.findByRole('link', { name: 'Back to the sessions' })).toHaveAttribute('href', '/instructors/dashboard?selectedTab=Historic');
  });

  it('sends a learner to the dashboard', async () => {
    show('/instructors/item?id=s1', { handlers: instructorsLms({ 'POST /instructors/isInstructor': () => false }) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('SessionPage: add users (spec 3 §5, §8)', () => {
  it('needs 3 characters, then adds a found user who starts not attended', async () => {
    const user = userEvent.setup();
    const api = show('/instructors/item?id=s1&selectedTab=AddUsers', {
      handlers: instructorsLms({
        'POST /instructors/ListUsers': () => ({ users: [{ id: 'u9', name: 'Taylor Reed', username: 'treed', mail: 'taylor@example.org', attendee: false }] }),
        'POST /instructors/SetEnrollment': () => [
          attendee(1, true),
          attendee(2),
          { user_id: 'u9', name: 'Taylor Reed', username: 'treed', mail: 'taylor@example.org', attended: false },
        ],
      }),
    });
    const box = await screen.findByRole('searchbox', { name: 'Name, user name or e-mail' });
    await user.type(box, 'ta');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter at least 3 characters.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.path === '/instructors/ListUsers')).toBe(false);

    await user.type(box, 'y');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add Taylor Reed' }));
    await waitFor(() => expect(lastMessage()).toBe('Taylor Reed was added to the session.'));
    expect(api.calls.find((call) => call.path === '/instructors/SetEnrollment')!.body).toEqual({ instructor_id: 'i1', session_id: 's1', user_id: 'u9' });
    expect(api.calls.find((call) => call.path === '/instructors/ListUsers')!.body).toEqual({ session_id: 's1', query: 'tay' });
  });

  it('tells apart two users of the same name by their user names', async () => {
    const user = userEvent.setup();
    const api = show('/instructors/item?id=s1&selectedTab=AddUsers', {
      handlers: instructorsLms({
        'POST /instructors/ListUsers': () => ({
          users: [
            { id: 'p1', name: 'Pat Lee', username: 'pat.lee', mail: 'pat.lee@example.org', attendee: true },
            { id: 'p2', name: 'Pat Lee', username: 'pat.lee2', mail: 'pat.lee@example.org', attendee: false },
          ],
        }),
        'POST /instructors/SetEnrollment': () => [attendee(1), { user_id: 'p2', name: 'Pat Lee', username: 'pat.lee2', mail: 'pat.lee@example.org', attended: false }],
      }),
    });
    await user.type(await screen.findByRole('searchbox'), 'Pat Lee');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Users found' });
    expect(within(table).getByRole('columnheader', { name: 'User name' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'pat.lee' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Add Pat Lee (pat.lee2)' }));
    await waitFor(() => expect(lastMessage()).toBe('Pat Lee (pat.lee2) was added to the session.'));
    expect(api.calls.find((call) => call.path === '/instructors/SetEnrollment')!.body).toMatchObject({ user_id: 'p2' });
  });

  it('with the e-mail-only setting asks for an e-mail address and searches by mail', async () => {
    const user = userEvent.setup();
    const api = show('/instructors/item?id=s1&selectedTab=AddUsers', {
      settings: { instructors: true, items: [{ name: 'instructorsSearchEmailOnly', value: 'true' }] },
      handlers: instructorsLms({ 'POST /instructors/ListUsers': () => ({ users: [] }) }),
    });
    const box = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.type(box, 'taylor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'taylor@example.org');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users were found.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/instructors/ListUsers')!.body).toEqual({ session_id: 's1', query: 'taylor@example.org', property: 'mail' });
  });

  it('a failed SetEnrollment yields an empty list (spec 3 §7): the user is not added and the general failure shows', async () => {
    const user = userEvent.setup();
    show('/instructors/item?id=s1&selectedTab=AddUsers', {
      handlers: instructorsLms({
        'POST /instructors/ListUsers': () => ({ users: [{ id: 'u9', name: 'Taylor Reed', username: 'treed', mail: 'taylor@example.org', attendee: false }] }),
        'POST /instructors/SetEnrollment': () => {
          throw new ApiError({ status: 500, code: 'Boom', message: 'Boom' });
        },
      }),
    });
    await user.type(await screen.findByRole('searchbox'), 'taylor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const add = await screen.findByRole('button', { name: 'Add Taylor Reed' });
    messageStore.setState({ messages: [] });
    await user.click(add);
    await waitFor(() => expect(lastMessage()).toBe('Sorry, something went wrong. Please try again.'));
    expect(shownMessages().map(([, message]) => message)).not.toContain('Taylor Reed was added to the session.');
  });

  it('a failed search shows the general failure and the search error', async () => {
    const user = userEvent.setup();
    show('/instructors/item?id=s1&selectedTab=AddUsers', {
      handlers: instructorsLms({
        'POST /instructors/ListUsers': () => {
          throw new ApiError({ status: 500, code: 'Boom', message: 'Boom' });
        },
      }),
    });
    await user.type(await screen.findByRole('searchbox'), 'taylor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The users could not be searched.');
    expect(shownMessages()).toContainEqual(['error', 'Sorry, something went wrong. Please try again.']);
  });
});
