import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApi } from '@portal/api-client';
import { useSession } from '@portal/session';
import { renderAreaPage } from './index';

function Page() {
  const api = useApi();
  const name = useSession((state) => state.user?.displayName);
  const answer = useQuery({ queryKey: ['greeting'], queryFn: () => api.get<{ text: string }>('/greeting') });
  return (
    <>
      <h1>{`${answer.data?.text ?? '…'}, ${name}`}</h1>
      <Link to="/elsewhere?x=1">away</Link>
    </>
  );
}

describe('renderAreaPage', () => {
  it('renders the page signed in, on a mock LMS, and shows where the router is', async () => {
    const user = { id: 'u1', username: 'ada', displayName: 'Ada', roles: [], profile: {}, authenticationMode: 'forms' as const };
    const api = renderAreaPage(<Page />, { route: '/area/:id', path: '/area/1', user, handlers: { 'GET /greeting': () => ({ text: 'Hello' }) } });
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/greeting']);
    expect(screen.getByTestId('location')).toHaveTextContent('/area/1');
    screen.getByRole('link', { name: 'away' }).click();
    expect(await screen.findByTestId('location')).toHaveTextContent('/elsewhere?x=1');
  });
});
