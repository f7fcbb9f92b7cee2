import { act, screen } from '@testing-library/react';
import { createMockApiClient } from '@portal/api-client/testing';
import { createWidgetRegistry, WidgetHostProvider, type RemoteApp } from '@portal/remote-contract';
import { pageTitle } from '@portal/ui';
import { renderRoute, signedInSession, waitForLocation } from '@portal/testing';
import AccountHistoryPage from '../account-history/AccountHistoryPage';
import app from '../../app';
import AccountAchievementsPage from './AccountAchievementsPage';

const dashboard: RemoteApp = {
  id: 'dashboard',
  routes: [],
  widgets: [
    { slot: 'account.achievements', slotVersion: 1, id: 'achievements', Component: () => <section aria-label="Certifications" /> },
    { slot: 'account.history', slotVersion: 1, id: 'learning-history', Component: () => <section aria-label="Your learning history" /> },
  ],
};
const nothing: RemoteApp = { id: 'catalogue', routes: [] };

function open(Page: () => JSX.Element, url: string, contributor: RemoteApp = dashboard) {
  const registry = createWidgetRegistry([{ id: contributor.id, load: () => Promise.resolve(contributor) }]);
  return renderRoute(
    <WidgetHostProvider host={{ registry, isAuthorised: () => true }}>
      <Page />
    </WidgetHostProvider>,
    { route: url.split('#')[0]!, path: url, api: createMockApiClient({}) },
  );
}

describe('the account pages hosting other areas’ widgets (spec 1 §2)', () => {
  beforeEach(() => signedInSession({ user: null }));

  it('serves /account/achievements and /account/history to every signed-in user', () => {
    expect(
      app.routes.filter(({ path }) => path === '/account/achievements' || path === '/account/history').map(({ path, name, authorizedRoles }) => [path, name, authorizedRoles]),
    ).toEqual([
      ['/account/achievements', 'app.private.account.achievements', '*'],
      ['/account/history', 'app.private.account.history', '*'],
    ]);
  });

  it.each([
    [AccountAchievementsPage, '/account/achievements', 'Achievements', 'Certifications'],
    [AccountHistoryPage, '/account/history', 'Learning history', 'Your learning history'],
  ])('%#: shows its title, its heading and the widgets placed in its slot', async (Page, url, title, widget) => {
    open(Page, url);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: widget })).toBeInTheDocument();
    expect(pageTitle.get()).toBe(title);
  });

  it.each([
    [AccountAchievementsPage, '/account/achievements', 'There are no achievements to show yet.'],
    [AccountHistoryPage, '/account/history', 'There is no learning history to show yet.'],
  ])('%#: says so when no area contributes a widget', async (Page, url, empty) => {
    open(Page, url, nothing);
    expect(await screen.findByRole('status')).toHaveTextContent(empty);
  });

  it.each([
    [AccountAchievementsPage, '/account/achievements', { enableAchievements: false }],
    [AccountHistoryPage, '/account/history', { enableLearningHistory: false }],
  ])('%#: sends the user to the dashboard when its feature is off', async (Page, url, off) => {
    signedInSession({ user: null, settings: { items: [], ...off } });
    open(Page, url);
    await waitForLocation('/dashboard');
  });

  it('keeps the #certificate anchor for the scroll (the page reads the hash)', async () => {
    jest.useFakeTimers();
    try {
      const scrolled = jest.fn();
      Element.prototype.scrollIntoView = scrolled;
      const withRow: RemoteApp = {
        id: 'dashboard',
        routes: [],
        widgets: [{ slot: 'account.achievements', slotVersion: 1, id: 'achievements', Component: () => <p id="cert-42">Fire safety</p> }],
      };
      open(AccountAchievementsPage, '/account/achievements#cert-42', withRow);
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByText('Fire safety')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2000));
      expect(scrolled.mock.contexts[0]).toHaveProperty('id', 'cert-42');
    } finally {
      jest.useRealTimers();
    }
  });
});
