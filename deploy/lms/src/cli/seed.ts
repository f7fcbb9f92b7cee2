import { sql } from 'kysely';
import { readLmsEnv } from '../plugins/external/env';
import { DEMO_ACCOUNTS, DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_RECOVERY_CODES, DEMO_SSO_ENV, DEMO_TENANT } from '../seed/demo';
import { findSsoSettings } from '../repositories/sso-settings';
import { openLmsDatabase } from '../start';
import { recoveryCodeMatches } from '../repositories/mfa';
import { runCommand } from './run';

/** `npm run seed`: migrates, seeds the demo tenant if missing, and prints the demo accounts. */
async function main(): Promise<void> {
  const env = readLmsEnv();
  const handle = await openLmsDatabase({ ...env, mode: 'demo' });
  try {
    const used = await handle.db
      .selectFrom('recovery_codes')
      .innerJoin('users', 'users.id', 'recovery_codes.user_id')
      .select('code_hash')
      .where('users.scope', '=', DEMO_TENANT)
      .where(sql<string>`lower(users.username)`, '=', 'mfa-user')
      .where('used_at', 'is not', null)
      .execute();
    const usedHashes = used.map((row) => row.code_hash);

    console.log(`Demo tenant '${DEMO_TENANT}' on ${handle.kind}${env.databaseUrl ? '' : ` (${env.dataDir ?? 'default data directory'})`}`);
    console.log(`Password of every account: ${DEMO_PASSWORD}\n`);
    for (const account of DEMO_ACCOUNTS) {
      const roles = account.roles.length ? ` [${account.roles.join(', ')}]` : '';
      console.log(`  ${account.username.padEnd(12)} ${account.firstName} ${account.surname}${roles}: ${account.purpose}`);
    }
    console.log(`\nmfa-user authenticator secret (base32): ${DEMO_MFA_SECRET}`);
    console.log('mfa-user recovery codes (single use):');
    for (const code of DEMO_RECOVERY_CODES) {
      console.log(`  ${code}${usedHashes.some((hash) => recoveryCodeMatches(code, hash)) ? '  (used)' : ''}`);
    }
    // The keys themselves are never printed: an identity provider gets them the way the seed did, from the environment.
    const sso = await findSsoSettings(handle.db, DEMO_TENANT);
    console.log(`\nSingle sign-on keys (fixed when the tenant is first seeded; random where the variable was unset):`);
    console.log(`  ${DEMO_SSO_ENV.hashSecret}, ${DEMO_SSO_ENV.auth0Key}, ${DEMO_SSO_ENV.didpSecret}: ${sso ? 'stored' : 'missing (seeded before single sign-on existed)'}`);
  } finally {
    await handle.close();
  }
}

runCommand(module, main);
