import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { sessionStore } from '@portal/session';
import { releaseBootView } from '@portal/ui';
import { makeUser, resetSessionStore } from '@portal/testing';
import { makeServices, renderAt } from '../test/shell-services';
import { Support } from './Support';

/** The signed-in user these tests name. */
const ada = { username: 'ada', displayName: 'Ada Lovelace' };

const CHATBOT = 'https://portal.example/_api/accba/chatbot/demo?first_name=Ada&username=ada';

// The chatbot link comes once the page load's first page has been painted (Support.tsx).
releaseBootView();

beforeEach(() => resetSessionStore());

function signedInWithChatBot() {
  sessionStore.getState().setSettings({ chatBotUrl: '/_api/accba/chatbot/demo', items: [] });
  sessionStore.getState().setUser(makeUser({ ...ada, firstName: 'Ada' }));
}

describe('Support: chatbot link (spec 1 §7)', () => {
  it('asks for the chatbot address with first_name and username and links to it in a new tab', async () => {
    signedInWithChatBot();
    const services = makeServices({ 'POST /accba/GetChatBotUrl': () => ({ url: CHATBOT }) });
    renderAt(<Support />, '/dashboard', services);
    const link = await screen.findByRole('link', { name: 'Chat with us' });
    expect(link).toHaveAttribute('href', CHATBOT);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(services.api.calls.find((call) => call.path === '/accba/GetChatBotUrl')?.body).toEqual({ first_name: 'Ada', username: 'ada' });
  });

  it('shows no link when the call fails', async () => {
    signedInWithChatBot();
    const services = makeServices({
      'POST /accba/GetChatBotUrl': () => {
        throw new ApiError({ status: 404, code: 'ChatBotNotConfigured', message: 'no chatbot' });
      },
    });
    renderAt(<Support />, '/dashboard', services);
    await waitFor(() => expect(services.api.calls).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('never links to an address that is not a web page', async () => {
    signedInWithChatBot();
    const services = makeServices({ 'POST /accba/GetChatBotUrl': () => ({ url: 'javascript:alert(1)' }) });
    renderAt(<Support />, '/dashboard', services);
    await waitFor(() => expect(services.api.calls).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('offers neither the chatbot nor the support form during a forced two-factor set-up (that session may call neither)', async () => {
    sessionStore
      .getState()
      .setSettings({ chatBotUrl: '/_api/accba/chatbot/demo', supportUrl: 'https://help.example', items: [{ name: 'Account.2FA.LearnerPortal.Mode', value: '2' }] });
    sessionStore.getState().setUser(makeUser({ ...ada, firstName: 'Ada', isTwoFASetupCompleted: false }));
    const services = makeServices({ 'POST /accba/GetChatBotUrl': () => ({ url: CHATBOT }) });
    renderAt(<Support />, '/account/mfa', services);
    // The tenant's support page is public: it stays.
    expect(await screen.findByRole('link', { name: 'Support' })).toHaveAttribute('href', 'https://help.example');
    expect(screen.queryByRole('button', { name: 'Contact support' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with us' })).not.toBeInTheDocument();
    expect(services.api.calls).toEqual([]);
  });

  it('makes no call where the tenant has no chatbot, or for a signed-out visitor', () => {
    sessionStore.getState().setUser(makeUser(ada));
    const services = makeServices({ 'POST /accba/GetChatBotUrl': () => ({ url: CHATBOT }) });
    renderAt(<Support />, '/dashboard', services);
    act(() => {
      sessionStore.getState().setUser(null);
      sessionStore.getState().setSettings({ chatBotUrl: '/chat', items: [] });
    });
    expect(services.api.calls).toHaveLength(0);
  });
});
