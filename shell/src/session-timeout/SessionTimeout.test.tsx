import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { bus } from '@portal/event-bus';
import { sessionStore } from '@portal/session';
import { makeUser, resetSessionStore } from '@portal/testing';
import { makeServices, renderAt } from '../test/shell-services';
import { SessionTimeout } from './SessionTimeout';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function setExpCookie(epochSeconds: number) {
  document.cookie = `exp=${epochSeconds}; path=/`;
}

function renderTimer(services = makeServices()) {
  return renderAt(
    <>
      <SessionTimeout />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </>,
    '/dashboard',
    services,
  );
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  resetSessionStore();
  sessionStore.getState().setUser(makeUser());
});
afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'exp=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('SessionTimeout', () => {
  it('shows nothing while more than 60 s remain, then the dialog at the next heartbeat', () => {
    setExpCookie(nowSeconds() + 85);
    renderTimer();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(29_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000)); // 30 s heartbeat: 55 s left
    expect(screen.getByRole('dialog', { name: 'Your session is about to expire' })).toBeInTheDocument();
    expect(screen.getByText('You will be signed out in 55 seconds.')).toBeInTheDocument();
  });

  it('counts down every second', () => {
    setExpCookie(nowSeconds() + 60);
    renderTimer();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('You will be signed out in 60 seconds.');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('You will be signed out in 59 seconds.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByText('You will be signed out in 56 seconds.')).toBeInTheDocument();
  });

  it('ties the countdown to the dialog and speaks it politely at 60, 30 and 10 seconds, not each second', () => {
    setExpCookie(nowSeconds() + 60);
    renderTimer();
    const dialog = screen.getByRole('dialog', { name: 'Your session is about to expire' });
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('You will be signed out in 60 seconds.');

    act(() => jest.advanceTimersByTime(1_000));
    expect(dialog).toHaveAccessibleDescription('You will be signed out in 59 seconds.');
    expect(live).toHaveTextContent('You will be signed out in 60 seconds.');
    act(() => jest.advanceTimersByTime(29_000));
    expect(live).toHaveTextContent('You will be signed out in 30 seconds.');
    act(() => jest.advanceTimersByTime(5_000));
    expect(dialog).toHaveAccessibleDescription('You will be signed out in 25 seconds.');
    expect(live).toHaveTextContent('You will be signed out in 30 seconds.');
    act(() => jest.advanceTimersByTime(15_000));
    expect(live).toHaveTextContent('You will be signed out in 10 seconds.');
  });

  it('Extend refreshes the token and closes the dialog', async () => {
    const services = makeServices({
      'POST /authr/token/refresh': ({ expiresIn }) => ({ success: true, exp: nowSeconds() + expiresIn }),
    });
    setExpCookie(nowSeconds() + 30);
    renderTimer(services);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Extend session' }));
    });
    expect(services.api.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/authr/token/refresh', body: { expiresIn: 1200 } })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog and says so when the session could not be extended', async () => {
    setExpCookie(nowSeconds() + 30);
    renderTimer(makeServices({ 'POST /authr/token/refresh': () => ({ success: false }) }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Extend session' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your session could not be extended. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Sign out goes to logout', () => {
    setExpCookie(nowSeconds() + 30);
    renderTimer();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByTestId('location').textContent).toBe('/access/logout');
  });

  it('reaching zero raises the session-timeout event (the shell then logs out)', () => {
    const timedOut = jest.fn();
    const off = bus.on('auth.session-timeout.v1', timedOut);
    setExpCookie(nowSeconds() + 3);
    renderTimer();
    act(() => jest.advanceTimersByTime(2_000));
    expect(timedOut).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(timedOut).toHaveBeenCalledTimes(1);
    off();
  });

  it('does nothing for a signed-out user', () => {
    sessionStore.getState().setUser(null);
    setExpCookie(nowSeconds() + 30);
    renderTimer();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
