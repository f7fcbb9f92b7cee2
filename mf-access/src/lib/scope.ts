import { sessionStore } from '@portal/session';

/** The tenant scope of the /reach calls. The shell sets one before any access page shows. */
export function currentScope(): string {
  const { scope } = sessionStore.getState();
  if (!scope) throw new Error('No tenant scope is set; the shell chooses one at start-up or at /access/scope');
  return scope;
}
