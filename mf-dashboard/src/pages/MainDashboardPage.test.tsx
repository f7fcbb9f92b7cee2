import { screen, waitFor, within } from '@testing-library/react';
import { renderAreaPage } from '@portal/testing';
import { lee } from '../test/dashboard-test';
import MainDashboardPage from './MainDashboardPage';

// Counts the feed widget's renders (a widget that reads nothing of the learner's training).
const feedRenders = jest.fn();
jest.mock('../features/feeds/components/FeedWidget', () => ({
  FeedWidget: () => {
    feedRenders();
    return <section aria-label="Feeds" />;
  },
}));

const item = (Id: string, Name: string, CompletedOn: string | null) => ({
  Id,
  Name,
  type: 'course',
  Type: 'Course',
  Completion: CompletedOn ? 'Completed' : 'NotAttempted',
  Enrolment: 'Enrolled',
  EnrolmentMode: 'Optional',
  CreatedOn: '2026-01-01T00:00:00.000Z',
  ModifiedOn: '2026-01-01T00:00:00.000Z',
  CompletedOn,
});

it('asks for recommendations once, seeded with the item the user completed last', async () => {
  const api = renderAreaPage(<MainDashboardPage />, {
    route: '/',
    path: '/',
    user: lee,
    handlers: {
      'GET /content/config/dashboard-manifest.json': () => ({ banner: [], sections: [] }),
      'GET /reach/demo/api/v3/users/lee/catalogue': () => ({
        Items: [item('old', 'Old', '2026-02-01T00:00:00.000Z'), item('new', 'New', '2026-05-01T00:00:00.000Z'), item('todo', 'To do', null)],
        Categories: [],
      }),
      'GET /recommendations': () => ({ items: [{ Id: 'r1', Name: 'Recommended one', Type: 'Course', ModifiedOn: '2026-06-01T00:00:00.000Z' }] }),
    },
  });
  const widget = await screen.findByRole('region', { name: 'Recommended for you' });
  expect(await within(widget).findByRole('link', { name: 'Recommended one' })).toBeInTheDocument();
  await waitFor(() => expect(api.calls.filter((call) => call.path === '/recommendations')).toHaveLength(1));
  expect(api.calls.find((call) => call.path === '/recommendations')?.query).toEqual({ limit: '5', seed: 'new' });
});

it("re-renders no other widget when the learner's training arrives (only the recommendations it seeds)", async () => {
  let answer: (body: unknown) => void = () => undefined;
  const api = renderAreaPage(<MainDashboardPage />, {
    route: '/',
    path: '/',
    user: lee,
    handlers: {
      'GET /content/config/dashboard-manifest.json': () => ({ banner: [], sections: [] }),
      'GET /reach/demo/api/v3/users/lee/catalogue': () => new Promise((resolve) => (answer = resolve)),
      'GET /recommendations': () => ({ items: [{ Id: 'r1', Name: 'Recommended one', Type: 'Course', ModifiedOn: '2026-06-01T00:00:00.000Z' }] }),
    },
  });
  await screen.findByRole('region', { name: 'Feeds' });
  await waitFor(() => expect(api.calls.some((call) => call.path === '/reach/demo/api/v3/users/lee/catalogue')).toBe(true));
  const before = feedRenders.mock.calls.length;
  answer({ Items: [item('new', 'New', '2026-05-01T00:00:00.000Z')], Categories: [] });
  expect(await within(await screen.findByRole('region', { name: 'Recommended for you' })).findByRole('link', { name: 'Recommended one' })).toBeInTheDocument();
  await waitFor(() => expect(api.calls.find((call) => call.path === '/recommendations')?.query).toEqual({ limit: '5', seed: 'new' }));
  expect(feedRenders.mock.calls.length).toBe(before);
});
