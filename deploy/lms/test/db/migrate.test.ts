import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../../src/db';
import { migrate } from '../../src/db/migrate';
import { seedDemo } from '../../src/seed/demo';
import { databases } from '../helpers/db';
import { insertUser } from '../helpers/users';

const TABLES = [
  'avatars',
  'delegations',
  'mfa_pending',
  'mfa_setup',
  'named_items',
  'outbox',
  'profile_fields',
  'recovery_codes',
  'sessions',
  'settings',
  'sign_in_attempts',
  'sso_settings',
  'support_messages',
  'tenants',
  'users',
  'verifications',
];
/** Migration 0003_catalogue. */
const CATALOGUE_TABLES = [
  'aicc_sessions',
  'catalogue_attempts',
  'catalogue_categories',
  'catalogue_channels',
  'catalogue_completions',
  'catalogue_enrolments',
  'catalogue_interest',
  'catalogue_items',
  'catalogue_ratings',
  'catalogue_sessions',
  'catalogue_user_stamps',
  'catalogue_versions',
  'session_enrolments',
];
/** Migration 0004_account_security. */
const ACCOUNT_SECURITY_TABLES = ['password_check_failures'];
/** Migration 0005_session_security. */
const SESSION_SECURITY_TABLES = ['second_factor_failures'];
/** Migration 0006_sso_nonces. */
const SSO_TABLES = ['sso_nonces'];
/** Migration 0007_session_instructors. */
const SESSION_INSTRUCTOR_TABLES = ['catalogue_session_instructors'];
/** Migration 0008_cpd. */
const CPD_TABLES = ['cpd_config', 'cpd_entries', 'cpd_files', 'cpd_periods', 'cpd_plans', 'cpd_schema_fields'];
/** Migration 0009_instructor_attendance. */
const INSTRUCTOR_TABLES = ['instructor_attendance'];
/** Migration 0010_team_members. */
const TEAM_TABLES = ['team_members'];
/** Migration 0014_dashboard. */
const DASHBOARD_TABLES = ['accolades', 'feeds', 'gamification_config', 'gamification_points', 'user_events'];
/** Migration 0011_certificates. */
const CERTIFICATE_TABLES = ['certificates', 'certification_users', 'certifications'];
/** Migration 0012_commerce_offline. */
const COMMERCE_OFFLINE_TABLES = ['offline_blacklist', 'offline_items', 'store_invoices', 'store_products'];
/** Migration 0015_approvals. */
const APPROVAL_TABLES = ['approval_journal', 'approval_requests', 'comments', 'subscriptions'];
/** Migration 0016_tasks. */
const TASK_TABLES = ['task_attachments', 'task_journal', 'task_settings'];
/** Migration 0025_lrs_documents: the record store's documents and activities, in place of 0016's lrs_state and lrs_agent_profiles. */
const RECORD_STORE_DOCUMENT_TABLES = ['xapi_activities', 'xapi_documents'];
/** Migration 0017_external_learning. */
const EXTERNAL_LEARNING_TABLES = ['dossier_files', 'external_learning_items', 'external_learning_types'];
/** Migration 0024_lrs_statements. */
const RECORD_STORE_STATEMENT_TABLES = ['xapi_attachments', 'xapi_statements'];
/** Migration 0026_lrs_clients: record-store clients, user tokens, external record stores. */
const RECORD_STORE_CREDENTIAL_TABLES = ['lrs_clients', 'lrs_external', 'lrs_user_tokens'];
/** Migration 0019_rate_events (per-user write limits). */
const RATE_TABLES = ['rate_events'];

describe.each(databases())('migrations on $name', (database) => {
  it('create every table on an empty database and are idempotent', async () => {
    const handle = await database.open({ empty: true });
    try {
      await migrate(handle.db);
      await migrate(handle.db);
      const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(
        handle.db,
      );
      expect(tables.rows.map((r) => r.table_name).filter((t) => !t.startsWith('kysely_'))).toEqual(
        [
          ...TABLES,
          ...CATALOGUE_TABLES,
          ...ACCOUNT_SECURITY_TABLES,
          ...SESSION_SECURITY_TABLES,
          ...SSO_TABLES,
          ...SESSION_INSTRUCTOR_TABLES,
          ...CPD_TABLES,
          ...INSTRUCTOR_TABLES,
          ...TEAM_TABLES,
          ...DASHBOARD_TABLES,
          ...CERTIFICATE_TABLES,
          ...COMMERCE_OFFLINE_TABLES,
          ...APPROVAL_TABLES,
          ...TASK_TABLES,
          ...EXTERNAL_LEARNING_TABLES,
          ...RATE_TABLES,
          ...RECORD_STORE_DOCUMENT_TABLES,
          ...RECORD_STORE_CREDENTIAL_TABLES,
          ...RECORD_STORE_STATEMENT_TABLES,
        ].sort(),
      );
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db);
      expect(applied.rows.map((r) => r.name)).toEqual([
        '0001_initial',
        '0002_access',
        '0003_catalogue',
        '0004_account_security',
        '0005_session_security',
        '0006_sso_nonces',
        '0007_session_instructors',
        '0008_cpd',
        '0009_instructor_attendance',
        '0010_team_members',
        '0011_certificates',
        '0012_commerce_offline',
        '0014_dashboard',
        '0015_approvals',
        '0016_tasks',
        '0017_external_learning',
        '0018_change_notifications',
        '0019_rate_events',
        '0023_sign_in_count',
        '0024_lrs_statements',
        '0025_lrs_documents',
        '0026_lrs_clients',
        '0027_attempt_content_progress',
        '0028_lrs_actor_index',
        '0029_catalogue_change_notifications',
      ]);
    } finally {
      await handle.close();
    }
  });

  it('keep usernames unique per tenant regardless of case', async () => {
    const handle = await database.open();
    try {
      const insert = (username: string) => insertUser(handle.db, { id: `u-${username}`, scope: 'demo', username, display_name: 'x' });
      await expect(insert('Learner')).rejects.toThrow(/unique/i);
    } finally {
      await handle.close();
    }
  });
});

describe('a PGlite data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lms-data-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the data across a restart', async () => {
    const first = await createDatabase({ dataDir });
    await migrate(first.db);
    expect(await seedDemo(first.db)).toEqual({ created: true });
    await first.db.updateTable('users').set({ display_name: 'Alex M. Morgan' }).where('username', '=', 'learner').execute();
    await first.close();

    const second = await createDatabase({ dataDir });
    try {
      await migrate(second.db);
      expect(await seedDemo(second.db)).toEqual({ created: false });
      const user = await second.db.selectFrom('users').select('display_name').where('username', '=', 'learner').executeTakeFirstOrThrow();
      expect(user.display_name).toBe('Alex M. Morgan');
    } finally {
      await second.close();
    }
    // Two opens of a migrated, seeded PGlite: seconds alone, minutes while the whole suite runs on two cores.
  }, 180_000);
});
