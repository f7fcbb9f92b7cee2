import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import type { DB } from './schema';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_access';
import * as m0003 from './migrations/0003_catalogue';
import * as m0004 from './migrations/0004_account_security';
import * as m0005 from './migrations/0005_session_security';
import * as m0006 from './migrations/0006_sso_nonces';
import * as m0007 from './migrations/0007_session_instructors';
import * as m0008 from './migrations/0008_cpd';
import * as m0009 from './migrations/0009_instructor_attendance';
import * as m0010 from './migrations/0010_team_members';
import * as m0011 from './migrations/0011_certificates';
import * as m0012 from './migrations/0012_commerce_offline';
import * as m0014 from './migrations/0014_dashboard';
import * as m0015 from './migrations/0015_approvals';
import * as m0016 from './migrations/0016_tasks';
import * as m0017 from './migrations/0017_external_learning';
import * as m0018 from './migrations/0018_change_notifications';
import * as m0019 from './migrations/0019_rate_events';
import * as m0023 from './migrations/0023_sign_in_count';
import * as m0024 from './migrations/0024_lrs_statements';
import * as m0025 from './migrations/0025_lrs_documents';
import * as m0026 from './migrations/0026_lrs_clients';
import * as m0027 from './migrations/0027_attempt_content_progress';
import * as m0028 from './migrations/0028_lrs_actor_index';
import * as m0029 from './migrations/0029_catalogue_change_notifications';

/** Static list: no file-system scanning, so it works the same under tsx, jest and a bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_access': m0002,
  '0003_catalogue': m0003,
  '0004_account_security': m0004,
  '0005_session_security': m0005,
  '0006_sso_nonces': m0006,
  '0007_session_instructors': m0007,
  '0008_cpd': m0008,
  '0009_instructor_attendance': m0009,
  '0010_team_members': m0010,
  '0011_certificates': m0011,
  '0012_commerce_offline': m0012,
  '0014_dashboard': m0014,
  '0015_approvals': m0015,
  '0016_tasks': m0016,
  '0017_external_learning': m0017,
  '0018_change_notifications': m0018,
  '0019_rate_events': m0019,
  '0023_sign_in_count': m0023,
  '0024_lrs_statements': m0024,
  '0025_lrs_documents': m0025,
  '0026_lrs_clients': m0026,
  '0027_attempt_content_progress': m0027,
  '0028_lrs_actor_index': m0028,
  '0029_catalogue_change_notifications': m0029,
};

/** Brings the schema up to date; safe to run on every start (applied migrations are skipped). */
export async function migrate(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`LMS migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace(/\s+/g, ' '));
  }
}
