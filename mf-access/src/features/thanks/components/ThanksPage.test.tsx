import { screen } from '@testing-library/react';
import { createMockApiClient } from '@portal/api-client/testing';
import { renderPage, resetSession } from '../../../lib/test-utils';
import ThanksPage from './ThanksPage';

const show = (url: string) => renderPage(<ThanksPage />, { api: createMockApiClient({}), url, path: '/access/thanks' });

beforeEach(() => resetSession());

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
    expect(screen.queryByText(/0800/)).not.toBeInTheDocument();
  });
});
