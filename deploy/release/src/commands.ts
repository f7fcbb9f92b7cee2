import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { manifestFor } from './manifest';
import { createPreviewToken, DEFAULT_PREVIEW_MINUTES } from './preview';
import { listReleases, publish } from './releases';
import { activateShell, currentShell, rollbackShell } from './shell';
import { ReleaseError } from './store-layout';
import { activate, disable, enable, knownTenants, promote, rollback, stage, tenantStatus, type TenantState } from './tenants';

export const USAGE = `Usage: npm run release -w @portal/release -- <command>

  publish <app-dir> [--version <v>]        copy <app-dir>/dist into the store (default version: package.json's)
  list <remote-id|shell>                   published versions
  activate <tenant> <remote-id> <version> [--force] [--create]
                                           point a tenant's remote at a published version, once the
                                           release check finds it fits the running shell;
                                           --create makes a tenant that does not exist yet
  enable <tenant> <remote-id>              show the remote in the tenant's manifest again
  disable <tenant> <remote-id>             leave the remote out of the tenant's manifest
  rollback <tenant> <remote-id> [--force]  back to the version before the current one (other remotes untouched;
                                           after the release check);
                                           with a staged version: end the stage, its cohort returns
  stage <tenant> <remote-id> <version> --users <id,id…> | --percent <0-100> [--force]
                                           give a version to a cohort of the tenant's users first
                                           (sticky per user; after the release check)
  promote <tenant> <remote-id>             the staged version becomes the whole tenant's
  preview <tenant> <remote-id> <version> [--minutes 60]
                                           a signed link that shows this version to whoever opens it
  status <tenant>                          the tenant's remotes and history
  manifest <tenant>                        the PortalManifest the gateway serves the tenant
  tenants                                  known tenants
  shell-activate <version> [--force]       the shell for every tenant, once it fits every running remote
  shell-rollback | shell-status

--force activates a version the release check refuses; the history records it with the reasons.
Every command refuses a tenant that does not exist (a typo makes no new tenant); only activate --create makes one.

Options: --store <dir> (default: RELEASES_DIR, else <DATA_DIR or ~/.learner-portal>/releases)`;

function describeCohort({ users, percent }: { users: string[]; percent: number }): string {
  return [users.length ? `${users.length} listed user(s)` : '', percent ? `${percent}% of users` : ''].filter(Boolean).join(' and ');
}

function describeTenant(state: TenantState): string {
  const remotes = Object.entries(state.remotes).flatMap(([id, r]) => [
    `  ${id.padEnd(14)} ${r.version.padEnd(24)} ${r.enabled ? 'enabled' : 'disabled'}${r.auto ? ' (auto)' : ''}`,
    ...(r.staged ? [`  ${''.padEnd(14)} ${r.staged.version.padEnd(24)} staged for ${describeCohort(r.staged)}`] : []),
  ]);
  const history = state.history.slice(-10).map((h) => `  ${h.at}  ${h.action.padEnd(8)} ${h.id} ${h.from ?? '-'} -> ${h.to ?? '-'}${h.forced ? ' (forced)' : ''}`);
  return [`tenant ${state.tenant}`, ...remotes, 'recent history:', ...history].join('\n');
}

/** Runs one command and returns what to print. `cwd` is where relative app folders are resolved from. */
export async function runCommand(argv: string[], context: { store: string; cwd: string }): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      store: { type: 'string' },
      force: { type: 'boolean' },
      create: { type: 'boolean' },
      users: { type: 'string' },
      percent: { type: 'string' },
      minutes: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const store = values.store ?? context.store;
  const [command, ...args] = positionals;
  const need = (count: number): string[] => {
    if (args.length !== count) throw new ReleaseError(`"${command}" takes ${count} argument(s)\n\n${USAGE}`);
    return args;
  };

  switch (values.help ? 'help' : command) {
    case 'publish': {
      const [appDir] = need(1) as [string];
      const result = await publish(resolve(context.cwd, appDir), store, { version: values.version });
      return `${result.created ? 'published' : 'already published'} ${result.id} ${result.version} at ${result.dir}`;
    }
    case 'list': {
      const [id] = need(1) as [string];
      const releases = await listReleases(id, store);
      return releases.length ? releases.map((r) => `${r.version.padEnd(24)} ${r.publishedAt}`).join('\n') : `no published versions of ${id}`;
    }
    case 'activate': {
      const [tenant, id, version] = need(3) as [string, string, string];
      return describeTenant(await activate(tenant, id, version, store, { force: values.force, create: values.create }));
    }
    case 'enable':
    case 'disable': {
      const [tenant, id] = need(2) as [string, string];
      return describeTenant(await (command === 'enable' ? enable : disable)(tenant, id, store));
    }
    case 'rollback': {
      const [tenant, id] = need(2) as [string, string];
      return describeTenant(await rollback(tenant, id, store, { force: values.force }));
    }
    case 'stage': {
      const [tenant, id, version] = need(3) as [string, string, string];
      const users = values.users
        ?.split(',')
        .map((user) => user.trim())
        .filter(Boolean);
      const percent = values.percent === undefined ? undefined : Number(values.percent);
      return describeTenant(await stage(tenant, id, version, { users, percent }, store, { force: values.force }));
    }
    case 'promote': {
      const [tenant, id] = need(2) as [string, string];
      return describeTenant(await promote(tenant, id, store));
    }
    case 'preview': {
      const [tenant, id, version] = need(3) as [string, string, string];
      const minutes = values.minutes === undefined ? DEFAULT_PREVIEW_MINUTES : Number(values.minutes);
      const { token, expires } = await createPreviewToken(store, { tenant, id, version, minutes });
      return [
        `Preview of ${id} ${version} for tenant ${tenant}, until ${new Date(expires).toISOString()}. Open (on the tenant's portal address):`,
        `  /_gateway/preview?token=${token}`,
        'Only the browser that opens it sees the version; /_gateway/preview/end stops it.',
      ].join('\n');
    }
    case 'status': {
      const [tenant] = need(1) as [string];
      return describeTenant(await tenantStatus(tenant, store));
    }
    case 'manifest': {
      const [tenant] = need(1) as [string];
      return JSON.stringify(await manifestFor(tenant, store), null, 2);
    }
    case 'tenants':
      need(0);
      return (await knownTenants(store)).join('\n') || 'no tenants yet';
    case 'shell-activate': {
      const [version] = need(1) as [string];
      return `shell ${(await activateShell(version, store, { force: values.force })).version}`;
    }
    case 'shell-rollback':
      need(0);
      return `shell ${(await rollbackShell(store)).version}`;
    case 'shell-status':
      need(0);
      return `shell ${(await currentShell(store))?.version ?? 'none active'}`;
    case 'help':
    case undefined:
      return USAGE;
    default:
      throw new ReleaseError(`Unknown command "${command}"\n\n${USAGE}`);
  }
}
