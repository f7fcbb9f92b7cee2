import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PortalRemote } from '@portal/contracts';
import type { RemoteApp } from '@portal/remote-contract';
import { renderAt } from '../test/shell-services';
import { AREA_LOAD_BUDGET_MS } from './load-budget';
import { RemoteArea, RemoteAreasProvider } from './RemoteArea';
import { createAreaCache, type AreaCache, type RemoteLoader } from './remote-loader';
import { unavailableRemoteModule } from './unavailable-remote';

const access: PortalRemote = { id: 'access', name: 'mf_access', version: '1.0.0', entry: '/remotes/access/1.0.0/mf-manifest.json', mounts: ['/access', '/signin'], enabled: true };

const accessApp: RemoteApp = {
  id: 'access',
  routes: [
    { path: '/access/signin', Component: () => <h1>Sign in page</h1> },
    { path: '/signin', Component: () => <h1>Sign in page</h1> },
    { path: '/access/old', redirectTo: '/access/signin' },
  ],
};

function fakeLoader(...answers: Array<() => Promise<RemoteApp>>): RemoteLoader & { load: jest.Mock; forget: jest.Mock } {
  const load = jest.fn<Promise<RemoteApp>, [PortalRemote]>();
  for (const answer of answers) load.mockImplementationOnce(answer);
  return { load, forget: jest.fn() };
}

const PassGuard = ({ children }: { children: ReactNode }) => <>{children}</>;

function renderArea(loader: RemoteLoader, path: string, areas: AreaCache = createAreaCache(loader)) {
  return renderAt(
    <RemoteAreasProvider areas={areas} guard={PassGuard}>
      <header>header still here</header>
      <Routes>
        {access.mounts.map((mount) => (
          <Route key={mount} path={`${mount}/*`} element={<RemoteArea remote={access} mount={mount} />} />
        ))}
        <Route path="/" element={<p>landing</p>} />
      </Routes>
    </RemoteAreasProvider>,
    path,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteArea', () => {
  it("renders the remote's page for the URL once the remote has loaded", async () => {
    const loader = fakeLoader(() => Promise.resolve(accessApp));
    renderArea(loader, '/access/signin');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledWith(access, { deadline: expect.any(Function) });
  });

  it('reports, once, routes that lie outside the mounts of its manifest entry instead of dropping them silently', async () => {
    const withStray: RemoteApp = { ...accessApp, routes: [...accessApp.routes, { path: '/account/profile', Component: () => null }] };
    renderArea(
      fakeLoader(() => Promise.resolve(withStray)),
      '/access/signin',
    );
    await screen.findByRole('heading', { name: 'Sign in page' });
    const reports = jest.mocked(console.error).mock.calls.filter(([message]) => String(message).includes('outside its mounts'));
    expect(reports).toEqual([[expect.stringContaining('/account/profile')]]);
  });

  it('applies a route redirectTo', async () => {
    renderArea(
      fakeLoader(() => Promise.resolve(accessApp)),
      '/access/old',
    );
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it("sends a URL the remote does not know to '/'", async () => {
    renderArea(
      fakeLoader(() => Promise.resolve(accessApp)),
      '/access/nowhere',
    );
    expect(await screen.findByText('landing')).toBeInTheDocument();
  });

  it('shows AreaUnavailable inside the layout when the remote fails to load, and recovers on Retry', async () => {
    const loader = fakeLoader(
      () => Promise.reject(new Error('manifest 404')),
      () => Promise.resolve(accessApp),
    );
    renderArea(loader, '/access/signin');
    expect(await screen.findByRole('heading', { name: 'This area is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('header still here')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(loader.load).toHaveBeenCalledTimes(2);
    // The runtime's memory of the failed remote is dropped so the second load really fetches.
    expect(loader.forget).toHaveBeenCalledWith(access);
  });

  it("treats the fallback plugin's stand-in module as a failure that Retry can recover from", async () => {
    const loader = fakeLoader(
      () => Promise.resolve(unavailableRemoteModule('mf_access').default),
      () => Promise.resolve(accessApp),
    );
    renderArea(loader, '/access/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('contains a remote page that throws while rendering, and Retry loads the remote again', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    const loader = fakeLoader(
      () => Promise.resolve({ ...accessApp, routes: [{ path: '/access/signin', Component: Broken }] }),
      () => Promise.resolve(accessApp),
    );
    renderArea(loader, '/access/signin');
    expect(await screen.findByRole('heading', { name: 'This area is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('header still here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('does not render the app that failed again on Retry (a page whose chunk failed would throw again, uncaught): it shows loading', async () => {
    let renders = 0;
    const Broken = () => {
      renders += 1;
      throw new Error('ChunkLoadError: Loading chunk 542 failed.');
    };
    const loader = fakeLoader(
      () => Promise.resolve({ ...accessApp, routes: [{ path: '/access/signin', Component: Broken }] }),
      () => new Promise<RemoteApp>(() => undefined),
    );
    renderArea(loader, '/access/signin');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const rendersBefore = renders;
    await userEvent.click(retry);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(renders).toBe(rendersBefore);
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('shows AreaUnavailable when the remote does not answer within the budget, and Retry loads it', async () => {
    jest.useFakeTimers();
    try {
      const loader = fakeLoader(
        () => new Promise<RemoteApp>(() => undefined),
        () => Promise.resolve(accessApp),
      );
      renderArea(loader, '/access/signin', createAreaCache(loader, undefined, { budgetMs: AREA_LOAD_BUDGET_MS }));
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(AREA_LOAD_BUDGET_MS - 1));
      expect(screen.queryByRole('heading', { name: 'This area is unavailable' })).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('heading', { name: 'This area is unavailable' })).toBeInTheDocument();
      expect(screen.getByText('header still here')).toBeInTheDocument();
      await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
      expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  describe('with the remote preloaded at start-up', () => {
    it('takes the load already under way: the remote is fetched once', async () => {
      let answer: (app: RemoteApp) => void = () => undefined;
      const loader = fakeLoader(() => new Promise<RemoteApp>((resolve) => (answer = resolve)));
      const areas = createAreaCache(loader);
      areas.preload(access);
      renderArea(loader, '/access/signin', areas);
      answer(accessApp);
      expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
      expect(loader.load).toHaveBeenCalledTimes(1);
    });

    it('renders at once when the remote arrived before the area rendered', async () => {
      const loader = fakeLoader(() => Promise.resolve(accessApp));
      const areas = createAreaCache(loader);
      areas.preload(access);
      // Settled once the remote and its texts in the active language are in.
      await waitFor(() => expect(areas.loaded(access)).toBe(accessApp));
      renderArea(loader, '/access/signin', areas);
      expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
      expect(loader.load).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['rejected', () => Promise.reject(new Error('remoteEntry.js 404'))],
      ["answered by the fallback plugin's stand-in", () => Promise.resolve(unavailableRemoteModule('mf_access').default)],
    ])('shows AreaUnavailable for a preload that %s before the area rendered, without fetching again; Retry does', async (_, failure) => {
      const loader = fakeLoader(failure, () => Promise.resolve(accessApp));
      const areas = createAreaCache(loader);
      areas.preload(access);
      await loader.load.mock.results[0]?.value.catch(() => undefined);
      renderArea(loader, '/access/signin', areas);
      expect(await screen.findByRole('heading', { name: 'This area is unavailable' })).toBeInTheDocument();
      expect(loader.load).toHaveBeenCalledTimes(1);
      expect(loader.forget).toHaveBeenCalledWith(access);

      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
      expect(loader.load).toHaveBeenCalledTimes(2);
    });
  });
});
