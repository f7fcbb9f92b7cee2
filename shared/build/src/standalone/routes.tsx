import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { RemoteApp, RemoteRoute } from '@portal/remote-contract';

/** The development host's own pages, outside every remote's mounts. */
export const DEV_PATHS = { signIn: '/_dev/signin', widgets: '/_dev/widgets' } as const;

export interface DevHostPages {
  /** Wraps a page whose route needs a role: signs in, or says the user may not see it. */
  Guard: ComponentType<{ route: RemoteRoute; children: ReactNode }>;
  SignIn: ComponentType;
  /** Every widget the remote contributes, each as its slot would show it. */
  Widgets: ComponentType;
}

/** The first page a plain URL can reach (no parameters, not a redirect): where '/' goes. */
export function firstPagePath(app: RemoteApp): string | undefined {
  return app.routes.find((route) => route.Component && !route.redirectTo && !/[:*]/.test(route.path))?.path;
}

/**
 * The development host's route table, built from the remote's RemoteApp alone: each of its routes
 * at its own absolute path (the shell's mounts do not matter without the other areas), its
 * redirects, '/' to its first page, the host's sign-in and widget pages, and anything else to '/'.
 */
export function devHostRoutes(app: RemoteApp, { Guard, SignIn, Widgets }: DevHostPages): RouteObject[] {
  const pages = app.routes.map((route): RouteObject => {
    const { Component: Page, redirectTo } = route;
    if (redirectTo) return { path: route.path, element: <Navigate to={redirectTo} replace /> };
    return { path: route.path, element: <Guard route={route}>{Page ? <Page /> : null}</Guard> };
  });
  return [
    { path: '/', element: <Navigate to={firstPagePath(app) ?? DEV_PATHS.widgets} replace /> },
    ...pages,
    { path: DEV_PATHS.signIn, element: <SignIn /> },
    { path: DEV_PATHS.widgets, element: <Widgets /> },
    { path: '*', element: <NotFound /> },
  ];
}

function NotFound() {
  const { pathname } = useLocation();
  console.warn(`[standalone] ${pathname} is not a route of this remote`);
  return <Navigate to="/" replace />;
}
