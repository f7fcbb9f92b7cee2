import { screen, within } from '@testing-library/react';
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
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it("shows the training list filtered to mandatory items not complete ('notComplete') by default", async () => {
    signIn();
    renderWith(<LearnerDashboardPage />, handlers, { path: '/account/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'My learning dashboard' })).toBeInTheDocument();
    const training = await screen.findByRole('region', { name: 'My training' });
    expect(within(training).getByRole('combobox', { name: 'Show' })).toHaveValue('notComplete');
  });
});
