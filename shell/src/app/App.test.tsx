import { act, render, screen } from '@testing-library/react';
import { bus } from '@portal/event-bus';
import userEvent from '@testing-library/user-event';
import { resetSessionStore } from '@portal/testing';
import { makeServices } from '../test/shell-services';
import { createAreaCache } from '../remotes/remote-loader';
import { App } from './App';
import type { Started } from './startup';

const started: Started = {
  manifest: { tenant: 'demo', remotes: [] },
  remotes: [{ id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access'], enabled: true }],
  areas: createAreaCache({
    load: () => Promise.resolve({ id: 'access', routes: [{ path: '/access/signin', Component: () => <h1>Sign in</h1> }] }),
    forget: jest.fn(),
  }),
};

beforeEach(() => {
  resetSessionStore();
  window.location.hash = '#/access/signin';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('App', () => {
  it('routes with the hash (no prefix) and keeps the header while an area loads', async () => {
    render(<App services={makeServices()} start={() => Promise.resolve(started)} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/access/signin');
  });

  it('says the portal is unavailable when it cannot start, and Retry starts it again', async () => {
    const start = jest.fn().mockRejectedValueOnce(new Error('manifest')).mockResolvedValueOnce(started);
    render(<App services={makeServices()} start={start} />);
    expect(await screen.findByRole('heading', { name: 'The portal is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('started from the last-known-good manifest: a quiet status line says so, and how old it is, and the areas work', async () => {
    render(<App services={makeServices()} start={() => Promise.resolve({ ...started, fromLastKnownGood: true, keptAt: Date.now() - 3 * 86_400_000 - 60_000 })} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('The portal is running as it was 3 days ago, because its latest set-up could not be loaded. Some recent changes may not show yet.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('says nothing of the kind after a normal start', async () => {
    render(<App services={makeServices()} start={() => Promise.resolve(started)} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/running as it was/)).not.toBeInTheDocument();
  });

  it('says so, with Retry, when the manifest switches no area on, instead of a blank page', async () => {
    const start = jest
      .fn()
      .mockResolvedValueOnce({ ...started, remotes: [] })
      .mockResolvedValueOnce(started);
    render(<App services={makeServices()} start={start} />);
    expect(await screen.findByRole('heading', { name: 'Nothing to show here yet' })).toBeInTheDocument();
    expect(screen.getByText('No part of the portal is switched on for this site. Please try again later, or contact your administrator.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('reads the manifest again after sign-in and runs the cohort’s versions from that page on', async () => {
    const v2 = { ...started.remotes[0]!, version: '2.0.0', entry: '/remotes/access/2.0.0/mf-manifest.json' };
    const load = jest.fn((remote: { version: string }) =>
      Promise.resolve({ id: 'access', routes: [{ path: '/access/signin', Component: () => <h1>{`Sign in ${remote.version}`}</h1> }] }),
    );
    const areas = createAreaCache({ load, forget: jest.fn() });
    const refresh: () => Promise<Started | undefined> = jest.fn(async () => {
      areas.update([v2]);
      return { ...started, areas, remotes: [v2], refresh };
    });
    render(<App services={makeServices()} start={() => Promise.resolve({ ...started, areas, refresh })} />);
    expect(await screen.findByRole('heading', { name: 'Sign in 1.0.0' })).toBeInTheDocument();
    act(() => bus.emit('auth.signed-in.v1', { userId: 'u1' }));
    expect(await screen.findByRole('heading', { name: 'Sign in 2.0.0' })).toBeInTheDocument();
    expect(jest.mocked(refresh)).toHaveBeenCalledTimes(1);
  });
});
