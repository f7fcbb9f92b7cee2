import {
  Component,
  createContext,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { PortalRemote } from '@portal/contracts';
import { routesOutsideMounts, type RemoteApp, type RemoteRoute } from '@portal/remote-contract';
import { BootViewOr, isFirstPageShown, ReleaseBootView, Spinner } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { routesForMount } from './area-routes';
import { AreaRetryContext, AreaUnavailable } from './AreaUnavailable';
import { remoteMessages } from './messages';
import type { AreaCache } from './remote-loader';
import { isUnavailableRemote } from './unavailable-remote';

/** Wraps each remote page: the app passes its auth gate here (features do not import each other). */
export type RouteGuard = ComponentType<{ route: RemoteRoute; children: ReactNode }>;

interface Areas {
  cache: AreaCache;
  Guard: RouteGuard;
}

const AreasContext = createContext<Areas | null>(null);

/** `areas` comes from the start-up, which may have started loading the area of the first URL. */
export function RemoteAreasProvider({ areas: cache, guard, children }: { areas: AreaCache; guard: RouteGuard; children: ReactNode }) {
  const areas = useMemo(() => ({ cache, Guard: guard }), [cache, guard]);
  return <AreasContext.Provider value={areas}>{children}</AreasContext.Provider>;
}

function useAreas(): Areas {
  const areas = useContext(AreasContext);
  if (!areas) throw new Error('RemoteArea needs a RemoteAreasProvider');
  return areas;
}

type AreaState = { status: 'loading' } | { status: 'ready'; app: RemoteApp } | { status: 'failed' };

const checkedMounts = new WeakSet<RemoteApp>();

/** A route outside the manifest's mounts can never be reached: say so once instead of dropping it silently. */
function reportRoutesOutsideMounts(app: RemoteApp, remote: PortalRemote): void {
  if (checkedMounts.has(app)) return;
  checkedMounts.add(app);
  const outside = routesOutsideMounts(app.routes, remote.mounts);
  if (outside.length > 0) console.error(`Remote ${remote.id} ${remote.version}: routes outside its mounts (${remote.mounts.join(', ')}) cannot be reached: ${outside.join(', ')}`);
}

function stateOf(app: RemoteApp | undefined, remote: PortalRemote): AreaState {
  if (!app) return { status: 'loading' };
  reportRoutesOutsideMounts(app, remote);
  return { status: 'ready', app };
}

export interface RemoteAreaProps {
  remote: PortalRemote;
  /** The path prefix this area is mounted at (one of the remote's `mounts`). */
  mount: string;
}

/**
 * One remote's area: loads the remote on first visit unless the start-up has already begun to (the
 * first paint never waits for a remote), renders its routes, and contains its failures. A remote that fails to load or
 * throws while rendering shows AreaUnavailable with a Retry that fetches the remote again.
 */
export function RemoteArea({ remote, mount }: RemoteAreaProps) {
  const { cache, Guard } = useAreas();
  const t = useShellText(remoteMessages);
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AreaState>(() => stateOf(cache.loaded(remote), remote));

  useEffect(() => {
    const loaded = cache.loaded(remote);
    if (loaded) {
      setState(stateOf(loaded, remote));
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    cache.load(remote).then(
      (app) => {
        if (isUnavailableRemote(app)) {
          if (current) setState({ status: 'failed' });
          return;
        }
        // The page load's first area renders as a transition, in slices, instead of one long task on a
        // phone. Later areas render at once: a transition there, entangled with the router's
        // own navigation transition, could keep the previous page on screen while the new one suspended.
        if (!current) return;
        const show = () => setState(stateOf(app, remote));
        if (isFirstPageShown()) show();
        else startTransition(show);
      },
      (error: unknown) => {
        console.error(`[shell] remote "${remote.name}" could not be loaded`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [cache, remote, attempt]);

  const retry = useCallback(() => {
    cache.retry(remote);
    // Straight to loading: the app that failed is not rendered again (a page of it whose chunk
    // failed would only throw its error once more, outside any load).
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, [cache, remote]);

  return (
    <AreaRetryContext.Provider value={retry}>
      {state.status === 'loading' && <AreaLoading label={t('shell.area.loading')} />}
      {state.status === 'failed' && <AreaUnavailable />}
      {state.status === 'ready' && (
        // A new attempt or another page of the area gives a page that threw another chance.
        <AreaErrorBoundary resetKey={`${attempt} ${pathname}`} remoteName={remote.name}>
          <Suspense fallback={<AreaLoading label={t('shell.area.loading')} />}>
            <AreaRoutes app={state.app} mount={mount} Guard={Guard} />
          </Suspense>
        </AreaErrorBoundary>
      )}
    </AreaRetryContext.Provider>
  );
}

function AreaLoading({ label }: { label: string }) {
  return (
    <BootViewOr>
      <div className="lp-area-loading" aria-busy="true">
        <Spinner label={label} />
      </div>
    </BootViewOr>
  );
}

function AreaRoutes({ app, mount, Guard }: { app: RemoteApp; mount: string; Guard: RouteGuard }) {
  const mounted = useMemo(() => routesForMount(app.routes, mount), [app, mount]);
  return (
    <>
      {/* A page of the area is on screen: the first view (if still shown) has done its job. */}
      <ReleaseBootView />
      <Routes>
        {mounted.map(({ path, route }) => {
          const { Component: Page, redirectTo } = route;
          const element = redirectTo ? <Navigate to={redirectTo} replace /> : <Guard route={route}>{Page ? <Page /> : null}</Guard>;
          return path === '' ? <Route key={route.path} index element={element} /> : <Route key={route.path} path={path} element={element} />;
        })}
        {/* An unknown URL inside an area goes to the landing page like any other (spec 1 §2). */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}

interface BoundaryProps {
  resetKey: string;
  remoteName: string;
  children: ReactNode;
}

/** Third layer: a remote that throws while rendering breaks only its own area. */
class AreaErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote "${this.props.remoteName}" failed while rendering`, error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <AreaUnavailable /> : this.props.children;
  }
}
