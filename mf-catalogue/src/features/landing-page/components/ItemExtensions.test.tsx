import { act, screen } from '@testing-library/react';
import type { User } from '@portal/contracts';
import { renderAreaPage } from '@portal/testing';
import { ItemExtensions } from './ItemExtensions';

const learner: User = { id: 'u1', username: 'learner', displayName: 'Alex Morgan', roles: [], profile: {}, authenticationMode: 'forms' };
const handlers = {
  'POST /resolute/GetExtensions': () => ({
    extensions: [
      { key: 'provider', label: 'Provider' },
      { key: 'level', label: 'Level' },
      { key: 'syllabus', label: 'Syllabus', type: 'url' },
      { key: 'unsafe', label: 'Unsafe link', type: 'url' },
    ],
  }),
  'POST /junk/GetItem': ({ id }: { id: string }) => ({ id, extensions: { provider: 'Estates team', syllabus: 'https://demo.example/s', unsafe: 'javascript:alert(1)' } }),
};

function show(enabled: boolean) {
  return renderAreaPage(<ItemExtensions itemId="demo-fire-safety" />, {
    route: '/item',
    path: '/item',
    user: learner,
    handlers: handlers as never,
    settings: { items: [], enableCatalogueExtensions: enabled },
  });
}

afterEach(() => jest.useRealTimers());

describe('ItemExtensions (spec 2 §7: catalogue extensions, only when enabled)', () => {
  it("lists the item's extension values under the tenant's labels; a url is a link only when http(s)", async () => {
    const api = show(true);
    expect(await screen.findByText('Estates team')).toBeInTheDocument();
    expect(screen.getByText('Provider')).toBeInTheDocument();
    expect(screen.queryByText('Level')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://demo.example/s (opens in a new window)' })).toHaveAttribute('href', 'https://demo.example/s');
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(api.calls.find((call) => call.path === '/junk/GetItem')?.body).toEqual({ id: 'demo-fire-safety' });
  });

  it('asks nothing and shows nothing while the tenant has extensions off', async () => {
    jest.useFakeTimers();
    const api = show(false);
    // Everything the component started runs out (effects, promises, timers): still nothing asked or shown.
    await act(() => jest.runAllTimersAsync());
    expect(screen.queryByText('Provider')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
