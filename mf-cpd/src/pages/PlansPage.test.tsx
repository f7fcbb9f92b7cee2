import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { messageStore, pageTitle } from '@portal/ui';
import type { CpdPlan } from '@portal/contracts/cpd';
import { renderAreaPage } from '@portal/testing';
import { paths } from '../paths';
import { almanac, cpdPage, CURRENT, learner, PAST, reviewer } from '../test/cpd-lms';
import PlanPage from './PlanPage';
import PlansPage from './PlansPage';

const PLANS = [
  { reference: 'old', title: 'Audit skills', start_date: '2025-01-01T00:00:00.000Z', end_date: '2025-12-31T00:00:00.000Z' },
  { reference: 'lead', title: 'Leadership development', start_date: '2026-01-01T00:00:00.000Z', end_date: '2026-12-31T00:00:00.000Z' },
];
const PLAN: CpdPlan = {
  reference: 'lead',
  owner: 'u1',
  updated_date: '2026-01-02T00:00:00.000Z',
  fields: [
    { key: 'title', value: 'Leadership development', type: 'text', label: 'Title' },
    { key: 'start_date', value: '2026-01-01T00:00:00.000Z', type: 'date', label: 'Start date' },
    { key: 'objectives', value: 'Lead a shift', type: 'textarea', label: 'Learning objectives' },
    { key: 'hours', value: '30', type: 'number', label: 'Planned hours' },
  ],
};
const handlers = (extra = {}) =>
  almanac({
    'POST /almanac/GetPlansByOwner': () => ({ plans: PLANS }),
    'POST /almanac/GetPlan': ({ id }) => ({ plan: id ? PLAN : { ...PLAN, reference: '', fields: PLAN.fields.map((f) => ({ ...f, value: '' })) } }),
    ...extra,
  });

describe('PlansPage (spec 3 §2)', () => {
  it('lists plans newest start first, with add and open', async () => {
    renderAreaPage(<PlansPage />, cpdPage({ route: '/cpd/plans', path: '/cpd/plans', handlers: handlers() }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Leadership development', 'Audit skills']);
    expect(within(table).getByRole('columnheader', { name: /Start/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('link', { name: 'Add plan' })).toHaveAttribute('href', '/cpd/plan?isNew=true');
    expect(within(table).getByRole('link', { name: 'Leadership development' })).toHaveAttribute('href', '/cpd/plan?id=lead');
  });

  it('says a failed read of the plans as a failure with Retry, not as no plans', async () => {
    const user = userEvent.setup();
    let failing = true;
    const plans = () => {
      if (failing) throw new ApiError({ status: 500, message: 'Internal Server Error', code: 'Internal' });
      return { plans: PLANS };
    };
    renderAreaPage(<PlansPage />, cpdPage({ route: '/cpd/plans', path: '/cpd/plans', handlers: handlers({ 'POST /almanac/GetPlansByOwner': plans }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    expect(screen.queryByText('No plans yet.')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('table')).getAllByRole('link')).toHaveLength(2);
  });

  it('carries the period and the entries filters it was reached with to each plan and back to the entries tab', async () => {
    renderAreaPage(<PlansPage />, cpdPage({ route: '/cpd/plans', path: '/cpd/plans?journalId=past&filters=search%3Dsepsis', handlers: handlers() }));
    const table = await screen.findByRole('table');
    const place = (href: string | null) => {
      const url = new URL(href!, 'http://x');
      return [url.pathname, url.searchParams.get('journalId') ?? url.searchParams.get('period'), url.searchParams.get('filters')];
    };
    expect(place(within(table).getByRole('link', { name: 'Leadership development' }).getAttribute('href'))).toEqual(['/cpd/plan', 'past', 'search=sepsis']);
    expect(place(screen.getByRole('link', { name: 'Add plan' }).getAttribute('href'))).toEqual(['/cpd/plan', 'past', 'search=sepsis']);
    expect(place(screen.getByRole('link', { name: 'Entries' }).getAttribute('href'))).toEqual(['/cpd/list', 'past', 'search=sepsis']);
  });

  it('exports every plan as one PDF', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:plans');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = renderAreaPage(<PlansPage />, cpdPage({ route: '/cpd/plans', path: '/cpd/plans', handlers: handlers({ 'POST /almanac/ExportPlan': () => new Blob(['%PDF']) }) }));
    await user.click(await screen.findByRole('button', { name: 'Export all plans' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('plansExport.pdf');
    expect(api.calls.find((call) => call.path === '/almanac/ExportPlan')?.body).toEqual({ id: '', uid: '' });
    click.mockRestore();
  });

  it('shows a reviewer another user’s plans without add', async () => {
    const api = renderAreaPage(<PlansPage />, cpdPage({ route: '/cpd/plans/:action/:uid', path: '/cpd/plans/review/u1', user: reviewer, handlers: handlers() }));
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'CPD journal of Alex Morgan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add plan' })).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/almanac/GetPlansByOwner')?.body).toEqual({ uid: 'u1' });
  });
});

describe('the review profile on a reviewer’s pages (spec 3 §3 profile items)', () => {
  it('names the journal’s owner with their username and membership number', async () => {
    renderAreaPage(
      <PlansPage />,
      cpdPage({
        route: '/cpd/plans/:action/:uid',
        path: '/cpd/plans/review/u1',
        user: reviewer,
        handlers: handlers({
          'POST /almanac/GetReviewProfile': ({ uid }: { uid: string }) => ({
            profile: { uid, displayName: 'Alex Morgan', username: 'learner', mail: null, membershipNumber: 'NMC 12A3456B' },
          }),
        }),
      }),
    );
    expect(await screen.findByText(/^Under review: Alex Morgan \(learner\)/)).toHaveTextContent('Under review: Alex Morgan (learner) · Membership number NMC 12A3456B');
  });
});

describe('PlanPage (spec 3 §2, §5)', () => {
  it('refuses a number field that is not numeric, then saves every field as a string', async () => {
    const user = userEvent.setup();
    const api = renderAreaPage(
      <PlanPage />,
      cpdPage({
        route: '/cpd/plan',
        path: paths.plan.href({ id: 'lead' }),
        handlers: handlers({ 'POST /almanac/SetPlan': () => ({ reference: 'lead' }) }),
      }),
    );
    const hours = await screen.findByLabelText('Planned hours');
    await user.clear(hours);
    await user.type(hours, 'thirty');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findAllByText(/Enter a number\./)).not.toHaveLength(0);
    expect(api.calls.some((call) => call.path === '/almanac/SetPlan')).toBe(false);
    await user.clear(hours);
    await user.type(hours, '32');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cpd\/plans$/));
    expect(api.calls.find((call) => call.path === '/almanac/SetPlan')?.body).toEqual({
      id: 'lead',
      fields: [
        { key: 'title', value: 'Leadership development' },
        { key: 'start_date', value: '2026-01-01T00:00:00.000Z' },
        { key: 'objectives', value: 'Lead a shift' },
        { key: 'hours', value: '32' },
      ],
    });
  });

  it('shares a plan by e-mail in the target mode of the period it was opened from (spec 3 §7 SharePlan: id, email_to, mode)', async () => {
    const user = userEvent.setup();
    const api = renderAreaPage(
      <PlanPage />,
      cpdPage({
        route: '/cpd/plan',
        path: paths.plan.href({ id: 'lead', journalId: 'hours' }),
        handlers: handlers({
          'POST /almanac/SharePlan': () => ({ success: true }),
          'POST /almanac/GetJournalsByOwner': () => ({ journals: [PAST, { ...CURRENT, reference: 'hours', target_mode: 'time' }] }),
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Share by e-mail' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('E-mail address'), 'mentor@example.org');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls.find((call) => call.path === '/almanac/SharePlan')?.body).toEqual({ id: 'lead', email_to: 'mentor@example.org', mode: 'time' }));
  });

  it('deletes a plan after confirmation and returns to the list at once, without reading the deleted plan again', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const api = renderAreaPage(
      <PlanPage />,
      cpdPage({
        route: '/cpd/plan',
        path: paths.plan.href({ id: 'lead' }),
        handlers: handlers({
          'POST /almanac/DelPlan': () => {
            deleted = true;
            return { success: true };
          },
          'POST /almanac/GetPlan': () => {
            if (deleted) throw new ApiError({ status: 404, message: 'Not Found', code: 'NotFound' });
            return { plan: PLAN };
          },
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cpd\/plans$/));
    expect(api.calls.find((call) => call.path === '/almanac/DelPlan')?.body).toEqual({ id: 'lead' });
    expect(api.calls.filter((call) => call.path === '/almanac/GetPlan')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to the plans list with the period and filters it was opened with', async () => {
    const user = userEvent.setup();
    renderAreaPage(<PlanPage />, cpdPage({ route: '/cpd/plan', path: paths.plan.href({ id: 'lead', journalId: 'past', filters: 'search=sepsis' }), handlers: handlers() }));
    await user.click(await screen.findByRole('button', { name: 'Back to plans' }));
    const back = new URL(screen.getByTestId('location').textContent!, 'http://x');
    expect([back.pathname, back.searchParams.get('journalId'), back.searchParams.get('filters')]).toEqual(['/cpd/plans', 'past', 'search=sepsis']);
  });

  it('starts a new plan empty, and asks before leaving it changed', async () => {
    const user = userEvent.setup();
    renderAreaPage(<PlanPage />, cpdPage({ route: '/cpd/plan', path: paths.plan.href({ isNew: true }), handlers: handlers() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New plan' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Research skills');
    await user.click(screen.getByRole('button', { name: 'Back to plans' }));
    expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  });

  it('still asks before leaving after a save that failed (the leave allowed by a save is given only once it succeeds)', async () => {
    const user = userEvent.setup();
    renderAreaPage(
      <PlanPage />,
      cpdPage({
        route: '/cpd/plan',
        path: paths.plan.href({ id: 'lead' }),
        handlers: handlers({
          'POST /almanac/SetPlan': () => {
            throw new ApiError({ status: 500, message: 'down' });
          },
        }),
      }),
    );
    await user.type(await screen.findByLabelText('Learning objectives'), ' and a ward');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(messageStore.getState().messages.map((m) => m.type)).toContain('error'));
    await user.click(screen.getByRole('button', { name: 'Back to plans' }));
    expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cpd\/plan\?/);
  });

  it('returns to the plans list when the params were lost', async () => {
    renderAreaPage(<PlanPage />, cpdPage({ route: '/cpd/plan', path: '/cpd/plan', user: learner, handlers: handlers() }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/cpd\/plans$/);
  });

  it('is read-only for a reviewer', async () => {
    renderAreaPage(<PlanPage />, cpdPage({ route: '/cpd/plan', path: paths.plan.href({ id: 'lead', isReview: true, uid: 'u1' }), user: reviewer, handlers: handlers() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save plan' })).not.toBeInTheDocument();
  });
});

describe('PlanPage of a plan that cannot be found', () => {
  it('is a titled page with a way back to the plans list it came from', async () => {
    renderAreaPage(
      <PlanPage />,
      cpdPage({
        route: '/cpd/plan',
        path: paths.plan.href({ id: 'nosuch', journalId: 'past' }),
        handlers: handlers({
          'POST /almanac/GetPlan': () => {
            throw new ApiError({ status: 404, message: 'Not Found', code: 'NotFound' });
          },
        }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan not found' })).toBeInTheDocument();
    expect(pageTitle.get()).toBe('Plan not found');
    expect(screen.getByText('This plan could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/cpd/plans?journalId=past');
  });
});
