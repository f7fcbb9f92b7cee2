import { screen } from '@testing-library/react';
import { waitFor } from '@testing-library/react';
import { renderAreaPage } from '@portal/testing';
import { almanac, CONFIG, cpdPage, learner } from '../../../test/cpd-lms';
import CpdProgressWidget from './CpdProgressWidget';

describe('the dashboard’s CPD progress chart', () => {
  it('charts the current period’s progress, pending drafts and time elapsed, each also said in words', async () => {
    renderAreaPage(<CpdProgressWidget />, cpdPage({ route: '/dashboard', path: '/dashboard' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'CPD progress' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Progress: 3.00 of 20.00 credits (15%)' })).toBeInTheDocument();
    expect(screen.getByText('Drafts pending: 2.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Time elapsed: 11% of the period' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the CPD journal' })).toHaveAttribute('href', '/cpd/list?period=current');
  });

  it('shows nothing when the tenant switched the chart off', async () => {
    const api = renderAreaPage(
      <CpdProgressWidget />,
      cpdPage({
        route: '/dashboard',
        path: '/dashboard',
        handlers: almanac({ 'POST /almanac/GetConfig': () => ({ config: { ...CONFIG, enableProgressChart: false } }) }),
      }),
    );
    await waitFor(() => expect(api.calls.some((call) => call.path === '/almanac/GetConfig')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'CPD progress' })).not.toBeInTheDocument());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows nothing to a user with cpdEligible 'No'", async () => {
    const api = renderAreaPage(<CpdProgressWidget />, cpdPage({ route: '/dashboard', path: '/dashboard', user: { ...learner, profile: { cpdEligible: 'No' } } }));
    expect(screen.queryByRole('heading', { name: 'CPD progress' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
