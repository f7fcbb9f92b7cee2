import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '@portal/api-client';
import { formatNumber, useLocale } from '@portal/i18n';
import { QueryProvider, queryClient } from '@portal/query';
import { useSession } from '@portal/session';
import { messages } from '@portal/ui';
import { eventually, renderAreaPage, setTestLocale, shownMessages, signedInSession, waitForLocation } from './index';

function Page() {
  const api = useApi();
  const name = useSession((state) => state.user?.displayName ?? 'nobody');
  const answer = useQuery({ queryKey: ['greeting'], queryFn: () => api.get<{ text: string }>('/greeting') });
  return (
    <>
      <h1>{`${answer.isError ? 'Failed' : (answer.data?.text ?? '…')}, ${name}`}</h1>
      <Link to="/elsewhere?x=1">away</Link>
    </>
  );
}

const ada = { id: 'u1', username: 'ada', displayName: 'Ada', roles: [], profile: {}, authenticationMode: 'forms' as const };
const greeting = { 'GET /greeting': () => ({ text: 'Hello' }) };

describe('renderAreaPage', () => {
  it('renders the page signed in, on a mock LMS, and shows where the router is', async () => {
    const api = renderAreaPage(<Page />, { route: '/area/:id', path: '/area/1', user: ada, handlers: greeting });
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/greeting']);
    expect(screen.getByTestId('location')).toHaveTextContent('/area/1');
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/elsewhere?x=1');
  });

  it('waits for the address a link or a redirect leads to, whole or by pattern', async () => {
    renderAreaPage(<Page />, { route: '/area', path: '/area', handlers: greeting });
    await userEvent.click(screen.getByRole('link', { name: 'away' }));
    expect(await waitForLocation('/elsewhere?x=1')).toHaveTextContent('/elsewhere?x=1');
    await waitForLocation(/^\/elsewhere/);
    await expect(waitForLocation('/elsewhere')).rejects.toThrow();
  });

  it('renders a signed-out visitor with user: null', async () => {
    renderAreaPage(<Page />, { route: '/area', path: '/area', user: null, handlers: greeting });
    expect(await screen.findByRole('heading', { name: 'Hello, nobody' })).toBeInTheDocument();
  });

  it('answers a read that fails at once, without retrying it', async () => {
    // No handler: a 404. With retries the failure would show only after seconds of asking again.
    const api = renderAreaPage(<Page />, { route: '/area', path: '/area', user: ada, handlers: {} });
    expect(await screen.findByRole('heading', { name: 'Failed, Ada' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/greeting']);
  });

  it('opens the address with router state, and with the page it came from behind it', async () => {
    function Back() {
      const navigate = useNavigate();
      const { state } = useLocation();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          {`back to ${(state as { from?: string } | null)?.from}`}
        </button>
      );
    }
    renderAreaPage(<Back />, { route: '/item', path: '/item', from: '/list?page=2', handlers: {} });
    await userEvent.click(screen.getByRole('button', { name: 'back to /list?page=2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/list?page=2');
  });

  it("starts with the portal's own cache empty, for a signed-out page that brings the portal's provider", async () => {
    // Signed out before and after: no change of identity empties the cache on its own.
    signedInSession({ user: null });
    queryClient.setQueryData(['greeting'], { text: 'Stale' });
    function OwnProvider() {
      return (
        <QueryProvider>
          <Page />
        </QueryProvider>
      );
    }
    renderAreaPage(<OwnProvider />, { route: '/area', path: '/area', user: null, handlers: greeting });
    expect(await screen.findByRole('heading', { name: 'Hello, nobody' })).toBeInTheDocument();
  });

  it('starts without the toasts of an earlier page, and lists the ones shown', () => {
    messages.error('left over');
    renderAreaPage(<Page />, { route: '/area', path: '/area', handlers: greeting });
    expect(shownMessages()).toEqual([]);
    messages.success('Saved');
    expect(shownMessages()).toEqual([['success', 'Saved']]);
  });
});

describe('setTestLocale', () => {
  function Figures() {
    return <p>{`${useLocale()} ${formatNumber(1234)}`}</p>;
  }

  it('switches the language for one test', async () => {
    await setTestLocale('ar-SA');
    renderAreaPage(<Figures />, { route: '/', path: '/', handlers: {} });
    expect(screen.getByText('ar-SA ١٬٢٣٤')).toBeInTheDocument();
  });

  it('is back to en-GB in the next', () => {
    renderAreaPage(<Figures />, { route: '/', path: '/', handlers: {} });
    expect(screen.getByText('en-GB 1,234')).toBeInTheDocument();
  });
});

describe('eventually', () => {
  it('reads until the condition holds and answers that value', async () => {
    let reads = 0;
    expect(
      await eventually(
        () => ++reads,
        (value) => value === 3,
        { intervalMs: 1 },
      ),
    ).toBe(3);
  });

  it('answers the last value read when time is up, for the test to assert on', async () => {
    expect(await eventually(async () => undefined, undefined, { timeoutMs: 30, intervalMs: 5 })).toBeUndefined();
  });
});
