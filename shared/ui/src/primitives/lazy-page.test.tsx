import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { lazyPage } from './lazy-page';

function Page() {
  return <h1>Dashboard</h1>;
}

describe('lazyPage', () => {
  it('shows a spinner while the page loads, then the page', async () => {
    const LazyPage = lazyPage(() => Promise.resolve({ default: Page }));
    render(<LazyPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('puts the wrapper around the page', async () => {
    function Area({ children }: { children?: ReactNode }) {
      return <section aria-label="Area">{children}</section>;
    }
    const LazyPage = lazyPage(() => Promise.resolve({ default: Page }), Area);
    render(<LazyPage />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Area' })).toContainElement(screen.getByRole('heading'));
  });
});
