import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { makeServices } from '../test-utils';
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
  sessionStore.getState().resetSite();
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

  it('started from the last-known-good manifest: a quiet status line says so and the areas work', async () => {
    render(<App services={makeServices()} start={() => Promise.resolve({ ...started, fromLastKnownGood: true })} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/running as it was when you last opened it/)).toHaveAttribute('role', 'status');
  });

  it('says nothing of the kind after a normal start', async () => {
    render(<App services={makeServices()} start={() => Promise.resolve(started)} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/running as it was when you last opened it/)).not.toBeInTheDocument();
  });
});
