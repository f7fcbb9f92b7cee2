import { screen } from '@testing-library/react';
import { createMockApiClient } from '@portal/api-client/testing';
import { renderRoute, signedInSession } from '@portal/testing';
import ThanksPage from './ThanksPage';

const show = (url: string) => renderRoute(<ThanksPage />, { route: '/access/thanks', path: url, api: createMockApiClient({}) });

beforeEach(() => signedInSession({ user: null }));

describe('ThanksPage', () => {
  it('shows the title and text named by the params', () => {
    show('/access/thanks?title=access.thanks.registered.title&text=access.thanks.registered.text');
    expect(screen.getByRole('heading', { name: 'Thank you for registering' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please check your e-mail');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/access/signin');
  });

  it('never shows words from the address itself', () => {
    show('/access/thanks?title=Your+account+is+locked&text=Call+0800+000+000');
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    // The address itself is on screen only in the test's location probe.
    expect(screen.queryByText(/0800/, { ignore: 'script, style, [data-testid="location"]' })).not.toBeInTheDocument();
  });
});
