import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS, QueryProvider, queryClient } from './index';

function ClientProbe() {
  return <p>{useQueryClient() === queryClient ? 'portal client' : 'other client'}</p>;
}

describe('@portal/query', () => {
  it('keeps reads fresh for 60 s', () => {
    expect(QUERY_STALE_TIME_MS).toBe(60_000);
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(60_000);
  });

  it('provides the one portal-wide client', () => {
    render(
      <QueryProvider>
        <ClientProbe />
      </QueryProvider>,
    );
    expect(screen.getByText('portal client')).toBeInTheDocument();
  });
});
