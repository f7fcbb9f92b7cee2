import * as v from 'valibot';
import { statePath } from '@portal/session';
import { paths } from '../../../paths';

const ParamsSchema = v.record(v.string(), v.string());

/**
 * Where /access/scope goes once a scope is chosen: the redirectTo state (a route name or a portal
 * path) with redirectParams (a JSON object of strings), else sign-in. Only portal paths: the
 * params come from the address bar.
 */
export function scopeDestination(redirectTo: string | null, redirectParams: string | null): string {
  if (!redirectTo) return paths.signIn.href();
  let params: Record<string, string> = {};
  if (redirectParams) {
    try {
      const parsed = v.safeParse(ParamsSchema, JSON.parse(redirectParams));
      if (parsed.success) params = parsed.output;
    } catch {
      // Unreadable params: go to the state without them.
    }
  }
  const path = statePath({ route: redirectTo, params });
  return path && /^\/(?![/\\])/.test(path) ? path : paths.signIn.href();
}
