import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { bus } from '@portal/event-bus';
import { sessionStore } from '@portal/session';
import { modals, modalStore } from '@portal/ui';
import { makeUser, resetSessionStore } from '@portal/testing';
import { renderAt } from '../test/shell-services';
import { useAuthEvents } from './auth-events';
import { AuthGate } from './AuthGate';

function Pages({ roles }: { roles?: '*' | string[] }) {
  return (
    <Routes>
      <Route path="/catalogue/items" element={<AuthGate route={{ authorizedRoles: roles }}>private page</AuthGate>} />
      <Route path="/access/signin" element={<p>sign-in page</p>} />
      <Route path="/access/logout" element={<p>logout page</p>} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
    </Routes>
  );
}

function EventsListener() {
  useAuthEvents();
  return null;
}

/** The gate's pages at `path`, with the shell listening to the API client's status events. */
function renderWithEvents(path: string) {
  return renderAt(
    <>
      <EventsListener />
      <Pages roles="*" />
    </>,
    path,
  );
}

beforeEach(() => resetSessionStore());

describe('AuthGate', () => {
  it('shows the page to a user the roles admit', () => {
    sessionStore.getState().setUser(makeUser());
    renderAt(<Pages roles="*" />, '/catalogue/items');
    expect(screen.getByText('private page')).toBeInTheDocument();
  });

  it('sends a signed-out user to sign-in and stores the return state with its query', () => {
    renderAt(<Pages roles="*" />, '/catalogue/items?filter=new');
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/access/signin');
    expect(sessionStore.getState().returnTo).toBe('/catalogue/items?filter=new');
    expect(localStorage.getItem('returnTo')).toBe('/catalogue/items?filter=new');
  });

  it('sends a signed-in user without the role to the dashboard', () => {
    sessionStore.getState().setUser(makeUser({ roles: ['guest'] }));
    renderAt(<Pages roles={['TeamLeader']} />, '/catalogue/items');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });
});

describe('auth events from the API client', () => {
  it('not-authenticated clears the session, keeps the page and goes to sign-in', () => {
    sessionStore.getState().setUser(makeUser());
    renderWithEvents('/catalogue/items?page=2');
    act(() => bus.emit('auth.not-authenticated.v1', {}));
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().returnTo).toBe('/catalogue/items?page=2');
    expect(screen.getByTestId('location').textContent).toBe('/access/signin');
    // The sign-in page says the session ended.
    expect(sessionStore.getState().sessionEnded).toBe(true);
  });

  it('not-authenticated without a signed-in user is no ended session', () => {
    renderWithEvents('/access/signin');
    act(() => bus.emit('auth.not-authenticated.v1', {}));
    expect(sessionStore.getState().sessionEnded).toBe(false);
  });

  it("a session's end closes its dialogs: none is left over the sign-in page", async () => {
    sessionStore.getState().setUser(makeUser());
    renderWithEvents('/catalogue/items');
    const closed = modals.open({ id: 'test.dialog', template: () => null });
    expect(modalStore.getState().modals).toHaveLength(1);
    // Signing out (the logout page, single sign-on) clears the session: the dialog goes with it.
    act(() => sessionStore.getState().clearSession());
    expect(modalStore.getState().modals).toEqual([]);
    await expect(closed).resolves.toBeUndefined();
  });

  it('session-timeout keeps the page to return to and says the session ended', () => {
    sessionStore.getState().setUser(makeUser());
    renderWithEvents('/catalogue/items?page=3');
    act(() => bus.emit('auth.session-timeout.v1', {}));
    expect(screen.getByTestId('location').textContent).toBe('/access/logout');
    expect(sessionStore.getState().returnTo).toBe('/catalogue/items?page=3');
    expect(sessionStore.getState().sessionEnded).toBe(true);
  });

  it('session-timeout goes to logout and not-authorised to the dashboard', () => {
    sessionStore.getState().setUser(makeUser());
    renderWithEvents('/catalogue/items');
    act(() => bus.emit('auth.not-authorised.v1', {}));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    act(() => bus.emit('auth.session-timeout.v1', {}));
    expect(screen.getByTestId('location').textContent).toBe('/access/logout');
  });
});
