import { render, screen } from '@testing-library/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { sessionStore } from '@portal/session';
import { QueryProvider, clearOnIdentityChange, createPortalQueryClient, queryClient, shouldRetry } from './index';

const alex: User = { id: 'u1', username: 'alex', displayName: 'Alex', roles: [], profile: {}, authenticationMode: 'forms' };
const sam: User = { id: 'u2', username: 'sam', displayName: 'Sam', roles: [], profile: {}, authenticationMode: 'forms' };

/** A page that shows "the signed-in user's" private answer, as every area's queries do. */
function Inbox({ read }: { read: () => Promise<string> }) {
  // A key without the user, as a careless area might write it: only clearing keeps users apart.
  const { data } = useQuery({ queryKey: ['inbox'], queryFn: read });
  return <p>{data ?? 'loading'}</p>;
}

function signIn(user: User, scope = 'demo') {
  sessionStore.getState().setScope(scope);
  sessionStore.getState().setUser(user);
}

beforeEach(() => {
  sessionStore.getState().resetSite();
  queryClient.clear();
});

describe('@portal/query', () => {
  it('keeps a read for a minute without asking again, then asks again', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const client = createPortalQueryClient();
      const read = jest.fn(async () => 'answer');
      await client.fetchQuery({ queryKey: ['x'], queryFn: read });
      jest.setSystemTime(59_999);
      await client.fetchQuery({ queryKey: ['x'], queryFn: read });
      expect(read).toHaveBeenCalledTimes(1);
      jest.setSystemTime(60_001);
      await client.fetchQuery({ queryKey: ['x'], queryFn: read });
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('provides the portal-wide client to every component under QueryProvider', () => {
    const seen: QueryClient[] = [];
    function Probe() {
      seen.push(useQueryClient());
      return null;
    }
    render(
      <QueryProvider>
        <Probe />
      </QueryProvider>,
    );
    expect(seen[0]).toBe(queryClient);
  });

  it('a second user of the same browser does not see the first user’s cached data (sign-out, then sign-in)', async () => {
    signIn(alex);
    const { unmount } = render(
      <QueryProvider>
        <Inbox read={async () => 'Alex’s private note'} />
      </QueryProvider>,
    );
    expect(await screen.findByText('Alex’s private note')).toBeInTheDocument();
    unmount();

    sessionStore.getState().clearSession();
    expect(queryClient.getQueryData(['inbox'])).toBeUndefined();
    signIn(sam);
    render(
      <QueryProvider>
        <Inbox read={async () => 'Sam’s own note'} />
      </QueryProvider>,
    );
    expect(screen.queryByText('Alex’s private note')).not.toBeInTheDocument();
    expect(await screen.findByText('Sam’s own note')).toBeInTheDocument();
  });

  it('clears on a user switch without sign-out, a change of scope and a site reset; not on a profile update', () => {
    const fill = () => queryClient.setQueryData(['inbox'], 'kept');
    signIn(alex);
    fill();
    sessionStore.getState().updateUser({ displayName: 'Alex M' });
    expect(queryClient.getQueryData(['inbox'])).toBe('kept');
    sessionStore.getState().setUser(sam);
    expect(queryClient.getQueryData(['inbox'])).toBeUndefined();
    fill();
    sessionStore.getState().setScope('acme');
    expect(queryClient.getQueryData(['inbox'])).toBeUndefined();
    fill();
    sessionStore.getState().resetSite();
    expect(queryClient.getQueryData(['inbox'])).toBeUndefined();
  });

  it('takes a 404 (and any other refusal) as the answer at once, with no retry; retries what may pass on a second try', async () => {
    const missing = jest.fn(async (): Promise<string> => {
      throw new ApiError({ status: 404, message: 'Not Found', code: 'NotFound' });
    });
    function Record() {
      const { data, error } = useQuery({ queryKey: ['missing'], queryFn: missing });
      return <p>{error ? 'not found' : (data ?? 'loading')}</p>;
    }
    render(
      <QueryProvider>
        <Record />
      </QueryProvider>,
    );
    // react-query's default would try three more times over about 7 s before showing the error.
    expect(await screen.findByText('not found', undefined, { timeout: 500 })).toBeInTheDocument();
    expect(missing).toHaveBeenCalledTimes(1);

    for (const status of [400, 401, 403, 404, 409, 410, 422]) expect(shouldRetry(0, new ApiError({ status, message: '' }))).toBe(false);
    // No answer, a server fault, a busy server: worth up to three more tries, as react-query does by default.
    for (const status of [0, 408, 429, 500, 502, 503]) expect(shouldRetry(0, new ApiError({ status, message: '' }))).toBe(true);
    expect(shouldRetry(2, new Error('offline'))).toBe(true);
    expect(shouldRetry(3, new Error('offline'))).toBe(false);
  });

  it('clearOnIdentityChange stops when unsubscribed', () => {
    const client = createPortalQueryClient();
    const stop = clearOnIdentityChange(sessionStore, client);
    client.setQueryData(['a'], 1);
    stop();
    signIn(alex);
    expect(client.getQueryData(['a'])).toBe(1);
  });
});
