import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { api, ApiProvider, type ApiClient } from '@portal/api-client';
import { DEFAULT_EXPIRES_IN_SECONDS, TokenIssueResponseSchema, UserSchema, type User } from '@portal/contracts';
import { initI18n } from '@portal/i18n';
import { QueryProvider } from '@portal/query';
import { createWidgetRegistry, WidgetHostProvider, type AuthorizedRoles, type RemoteApp, type RemoteRoute } from '@portal/remote-contract';
import { isAuthorised, loadRoleChecks, loadSettings, sessionStore, useSession } from '@portal/session';
import { devHostRoutes, DEV_PATHS } from './routes';

/**
 * A development-only host for one remote (`npm run start:standalone`): its routes in a hash router,
 * the portal's query cache, i18n in en-GB and the one API client, whose /_api the development
 * server forwards to a running gateway. No shell, no other area, no federation. Texts here are for
 * developers only and are not translated.
 */
export async function startDevHost(app: RemoteApp, { scope = 'demo' }: { scope?: string } = {}): Promise<void> {
  const session = sessionStore.getState();
  session.setScope(scope);
  session.setSettings(await loadSettings(api, scope));
  await initI18n({ api, locale: 'en-GB' });
  const root = document.getElementById('root');
  if (!root) throw new Error('The development page has no #root');
  createRoot(root).render(<DevHost app={app} />);
}

export function DevHost({ app, client = api }: { app: RemoteApp; client?: ApiClient }) {
  // The remote's own widgets in its own host: a team sees them without the area that hosts the slot.
  const registry = useMemo(() => createWidgetRegistry([{ id: app.id, load: () => Promise.resolve(app) }]), [app]);
  const user = useSession((state) => state.user);
  const authorised = useCallback((roles: AuthorizedRoles) => isAuthorised(user, roles), [user]);
  const host = useMemo(() => ({ registry, isAuthorised: authorised }), [registry, authorised]);
  return (
    <ApiProvider value={client}>
      <QueryProvider>
        <WidgetHostProvider host={host}>
          <HashRouter>
            <DevFrame app={app} />
          </HashRouter>
        </WidgetHostProvider>
      </QueryProvider>
    </ApiProvider>
  );
}

function DevFrame({ app }: { app: RemoteApp }) {
  const routes = useMemo(() => devHostRoutes(app, { Guard: DevGuard, SignIn: DevSignIn, Widgets: () => <DevWidgets app={app} /> }), [app]);
  const user = useSession((state) => state.user);
  return (
    <>
      <header style={{ padding: '0.5rem 1rem', borderBlockEnd: '1px solid #ccc' }}>
        <strong>{app.id}</strong> (standalone) · {user ? `${user.displayName} · ` : ''}
        <a href={`#${DEV_PATHS.widgets}`}>widgets</a>
        {user && (
          <>
            {' · '}
            <button type="button" onClick={() => sessionStore.getState().clearSession()}>
              sign out
            </button>
          </>
        )}
      </header>
      <main id="main">{useRoutes(routes)}</main>
    </>
  );
}

function DevGuard({ route, children }: { route: RemoteRoute; children: ReactNode }) {
  const user = useSession((state) => state.user);
  const { pathname, search } = useLocation();
  if (isAuthorised(user, route.authorizedRoles)) return children;
  if (!user) return <Navigate to={`${DEV_PATHS.signIn}?returnTo=${encodeURIComponent(pathname + search)}`} replace />;
  return <p>{`${user.username} may not see ${route.path} (${String(route.authorizedRoles)}).`}</p>;
}

/** Password sign-in as the portal does it, without second factors or account set-up (use the full portal for those). */
async function devSignIn(client: ApiClient, scope: string, username: string, password: string): Promise<User> {
  const issued = await client.post(
    '/authr/token/issue/reach',
    { user: username, pass: password, scope, expiresIn: DEFAULT_EXPIRES_IN_SECONDS },
    { schema: TokenIssueResponseSchema },
  );
  if (issued.result && issued.result !== 'Success') throw new Error(`${issued.result}${issued.Message ? `: ${issued.Message}` : ''}`);
  const user = await client.post(`/reach/${scope}/api/v4/user/signin`, { username, platform: 'LearnerPortal' }, { schema: UserSchema });
  const session = sessionStore.getState();
  session.setChecks(await loadRoleChecks(client, scope, user, session.settings));
  session.setUser(user);
  return user;
}

function DevSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const scope = useSession((state) => state.scope) ?? 'demo';
  const [failure, setFailure] = useState<string>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await devSignIn(api, scope, String(form.get('username')), String(form.get('password')));
      navigate(new URLSearchParams(search).get('returnTo') || '/', { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <form onSubmit={onSubmit} style={{ display: 'grid', gap: '0.5rem', maxInlineSize: '20rem', padding: '1rem' }}>
      <h1>Development sign-in ({scope})</h1>
      <label>
        Username <input name="username" defaultValue="learner" autoComplete="username" />
      </label>
      <label>
        Password <input name="password" type="password" defaultValue="Portal!2026" autoComplete="current-password" />
      </label>
      <button type="submit">Sign in</button>
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}

function DevWidgets({ app }: { app: RemoteApp }) {
  const widgets = app.widgets ?? [];
  if (widgets.length === 0) return <p>{app.id} contributes no widgets.</p>;
  return (
    <>
      {widgets.map(({ id, slot, slotVersion, Component }) => (
        <section key={id} style={{ padding: '1rem', borderBlockEnd: '1px dashed #ccc' }}>
          <p>{`${id} → ${slot} v${slotVersion}`}</p>
          <Component />
        </section>
      ))}
    </>
  );
}
