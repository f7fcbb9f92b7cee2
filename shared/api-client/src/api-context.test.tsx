import { render, screen } from '@testing-library/react';
import { api } from './api';
import { ApiProvider, useApi } from './api-context';
import { createMockApiClient } from './mock-client';

function WhichClient({ expected }: { expected: unknown }) {
  return <p>{useApi() === expected ? 'same client' : 'other client'}</p>;
}

describe('useApi', () => {
  it('answers the portal-wide api without a provider', () => {
    render(<WhichClient expected={api} />);
    expect(screen.getByText('same client')).toBeInTheDocument();
  });

  it('answers the client given to ApiProvider', () => {
    const mock = createMockApiClient({});
    render(
      <ApiProvider value={mock}>
        <WhichClient expected={mock} />
      </ApiProvider>,
    );
    expect(screen.getByText('same client')).toBeInTheDocument();
  });
});
