import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { renderWith, signIn } from '../test-utils';
import LearnerDashboardPage from './LearnerDashboardPage';

const handlers = {
  'GET /reach/demo/api/v3/users/lee/catalogue': () => ({ Items: [], Categories: [] }),
  'POST /records/report_data/user_events': () => ({ rows: [], total: 0 }),
  'POST /authr/config/gamification': () => ({ enabled: false, awards: [] }),
  'GET /diploma/learner/certificates_v2': () => [],
};

describe('the learner dashboard (/account/dashboard)', () => {
  it('sends the user to the main dashboard when the learner dashboard feature is off', async () => {
    signIn({ enableLearnerDashboard: false });
    renderWith(<LearnerDashboardPage />, handlers, { path: '/account/dashboard' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it("shows the training list filtered to mandatory items not complete ('notComplete') by default", async () => {
    signIn();
    renderWith(<LearnerDashboardPage />, handlers, { path: '/account/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'My learning dashboard' })).toBeInTheDocument();
    const training = await screen.findByRole('region', { name: 'My training' });
    expect(within(training).getByRole('combobox', { name: 'Show' })).toHaveValue('notComplete');
  });

  it("remembers the user's filter choice for them (userConfig) and shows it on the next visit", async () => {
    signIn();
    renderWith(<LearnerDashboardPage />, handlers, { path: '/account/dashboard' });
    const show = within(await screen.findByRole('region', { name: 'My training' })).getByRole('combobox', { name: 'Show' });
    await userEvent.selectOptions(show, 'all');
    expect(sessionStore.getState().userConfig['dashboard.myLearningStatusFilter']).toBe('all');
    cleanup();
    renderWith(<LearnerDashboardPage />, handlers, { path: '/account/dashboard' });
    expect(within(await screen.findByRole('region', { name: 'My training' })).getByRole('combobox', { name: 'Show' })).toHaveValue('all');
  });

  it('starts from Portal.MyLearningStatusFilterMode when the tenant names a filter', async () => {
    signIn({ items: [{ name: 'Portal.MyLearningStatusFilterMode', value: 'overdue' }] } as never);
    renderWith(<LearnerDashboardPage />, handlers, { path: '/account/dashboard' });
    expect(within(await screen.findByRole('region', { name: 'My training' })).getByRole('combobox', { name: 'Show' })).toHaveValue('overdue');
  });
});
