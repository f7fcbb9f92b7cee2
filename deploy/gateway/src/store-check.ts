import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { currentShell, knownTenants, storePaths } from '@portal/release';

export interface StoreCheck {
  ok: boolean;
  /** One line for the log. */
  message: string;
}

const reason = (error: unknown) => (error as { message?: string } | undefined)?.message ?? String(error);

/**
 * The release store as the gateway finds it at start: readable, a shell published and its
 * index.html there, and which tenants it serves. Nothing here stops the gateway (the store may be
 * mounted a moment later): it says in the log what visitors would otherwise find out.
 */
export async function checkReleaseStore(store: string, defaultTenant: string): Promise<StoreCheck> {
  const where = `release store ${store}`;
  try {
    await fs.readdir(store);
  } catch (error) {
    return { ok: false, message: `${where} cannot be read (${reason(error)}): visitors get the portal's unavailable page until it can` };
  }
  let shellVersion: string;
  try {
    const shell = await currentShell(store);
    if (!shell) return { ok: false, message: `${where}: no shell is published; visitors are told so until one is (npm start, or publish and shell-activate)` };
    shellVersion = shell.version;
    await fs.access(join(storePaths.shellVersion(store, shellVersion), 'index.html'));
  } catch (error) {
    return { ok: false, message: `${where}: the shell cannot be read (${reason(error)}): visitors get the portal's unavailable page until it can` };
  }
  let tenants: string[];
  try {
    tenants = await knownTenants(store);
  } catch (error) {
    return { ok: false, message: `${where}: the tenants cannot be read (${reason(error)})` };
  }
  if (!tenants.includes(defaultTenant)) {
    return {
      ok: false,
      message: `${where}: shell ${shellVersion}; the default tenant "${defaultTenant}" has no file (tenants: ${tenants.join(', ') || 'none'}): its portal answers 404`,
    };
  }
  return { ok: true, message: `${where}: readable; shell ${shellVersion} published; tenants ${tenants.join(', ')}` };
}
