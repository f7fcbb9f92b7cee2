import * as v from 'valibot';
import { LrsClientCreateSchema } from '@portal/contracts/xapi';
import type { Database } from '../db';
import { validationMessage } from '../lib/errors';
import { createLrsClient, listLrsClients, revokeLrsClient } from '../lrs/credentials/clients';
import { FALLBACK_PORTAL_URL } from '../plugins/app/config';
import { readLmsEnv } from '../plugins/external/env';
import { tenantExists } from '../repositories/tenants';
import { openLmsDatabase } from '../start';
import { runCommand } from './run';

/*
 * `npm run lrs-clients -w @portal/lms -- <command>`: a tenant's record-store clients, for the operator of
 * a production tenant (the administrator call does the same through the API):
 *   list <tenant>
 *   create <tenant> <name> <scope> [<scope>…]   prints the key and the secret (shown this once)
 *   revoke <tenant> <id or key>
 */

export const USAGE = [
  'Usage: npm run lrs-clients -w @portal/lms -- list <tenant>',
  '       … create <tenant> <name> <scope> [<scope>…]',
  '       … revoke <tenant> <id or key>',
].join('\n');

/** Runs one command; answers the exit code. Output goes through `print`, so tests read it. */
export async function runLrsClientsCommand(db: Database, args: readonly string[], homePage: string, print: (line: string) => void): Promise<number> {
  const [command, tenant, ...rest] = args;
  if (!command || !tenant || !['list', 'create', 'revoke'].includes(command)) {
    print(USAGE);
    return 2;
  }
  if (!(await tenantExists(db, tenant))) {
    print(`No tenant '${tenant}'.`);
    return 1;
  }
  if (command === 'list') {
    const clients = await listLrsClients(db, tenant);
    if (clients.length === 0) print(`Tenant '${tenant}' has no record-store clients.`);
    for (const client of clients) {
      print(`${client.key}  ${client.name}  [${client.scopes.join(' ')}]  id ${client.id}  ${client.revokedAt ? `revoked ${client.revokedAt}` : `since ${client.createdAt}`}`);
    }
    return 0;
  }
  if (command === 'create') {
    const [name, ...scopes] = rest;
    const parsed = v.safeParse(LrsClientCreateSchema, { name: name ?? '', scopes });
    if (!parsed.success) {
      print(`${validationMessage(parsed.issues)}\n${USAGE}`);
      return 2;
    }
    const client = await createLrsClient(db, { scope: tenant, name: parsed.output.name, scopes: parsed.output.scopes, homePage });
    print(`Made record-store client '${client.name}' of '${tenant}' [${client.scopes.join(' ')}]`);
    print(`  key:    ${client.key}`);
    print(`  secret: ${client.secret}`);
    print('The secret is shown this once: only its hash is kept.');
    return 0;
  }
  const [which] = rest;
  if (!which) {
    print(USAGE);
    return 2;
  }
  if (!(await revokeLrsClient(db, tenant, which))) {
    print(`Tenant '${tenant}' has no live client '${which}'.`);
    return 1;
  }
  print(`Revoked '${which}'.`);
  return 0;
}

async function main(): Promise<void> {
  const env = readLmsEnv();
  const handle = await openLmsDatabase(env);
  try {
    process.exitCode = await runLrsClientsCommand(handle.db, process.argv.slice(2), env.publicUrl ?? FALLBACK_PORTAL_URL, (line) => console.log(line));
  } finally {
    await handle.close();
  }
}

runCommand(module, main);
