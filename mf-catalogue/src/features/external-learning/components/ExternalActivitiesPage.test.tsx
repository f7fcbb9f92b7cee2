import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApiClient } from '@portal/api-client/testing';
import type { AppSettings } from '@portal/contracts';
import { renderAreaPage } from '@portal/testing';
import { lee } from '../../../test/catalogue-lms';
import ExternalActivitiesPage from './ExternalActivitiesPage';
import { makeElaItem } from './test-items';

const LIST = 'GET /reach/:scope/api/v3/users/:user/externallearning';

function show(handlers: Parameters<typeof createMockApiClient>[0], settings?: AppSettings) {
  const api = createMockApiClient(handlers);
  renderAreaPage(<ExternalActivitiesPage />, { route: '/external-activities', path: '/external-activities', api, user: lee, settings });
  return api;
}

describe('ExternalActivitiesPage', () => {
  it('lists the learner’s items 50 at a time, loading more by offset until the total', async () => {
    const all = Array.from({ length: 60 }, (_, i) => makeElaItem({ id: `e${i}`, name: `Item ${String(i).padStart(2, '0')}` }));
    const api = show({ [LIST]: (_body, query) => ({ items: all.slice(Number(query.offset), Number(query.offset) + Number(query.limit)), total: all.length }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'External learning' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 50 of 60')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    expect(api.calls[0]).toMatchObject({ path: '/reach/demo/api/v3/users/u1/externallearning', query: { limit: '50', offset: '0' } });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 60 of 60')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query).toMatchObject({ offset: '50' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Item 00' })).toHaveAttribute('href', '/external-activities/item/e0');
    expect(within(first).getByText('Draft')).toBeInTheDocument();
  });

  it('searches and filters by approval status on the server', async () => {
    const api = show({ [LIST]: () => ({ items: [], total: 0 }) });
    expect(await screen.findByText('You have not recorded any external learning yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search external learning' }), 'sepsis day');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Approval status' }), 'Pending approval');
    expect(await screen.findByText('No external learning matches your search.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query).toMatchObject({ searchText: 'sepsis day', approvalStatus: 'pendingapproval', offset: '0' });
  });

  it('offers recording a new item', async () => {
    show({ [LIST]: () => ({ items: [], total: 0 }) });
    expect(await screen.findByRole('link', { name: 'Record external learning' })).toHaveAttribute('href', '/external-activities/item/new');
  });

  it('goes to the dashboard when the tenant turns external learning off', async () => {
    show({}, { items: [], enableExternalLearning: false });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });
});
