import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/**
 * The suite prepares a migrated, demo-seeded database once (global-setup.ts) and every test file
 * starts from a copy: a PGlite data-directory dump, and a Postgres template database. Creating a
 * PGlite database from scratch (initdb in WebAssembly) costs seconds; loading the dump, under one.
 */
export const TEMPLATE_ENV = {
  pgliteDump: 'LMS_TEST_PGLITE_DUMP',
  pgliteEmptyDump: 'LMS_TEST_PGLITE_EMPTY_DUMP',
  postgresTemplate: 'LMS_TEST_PG_TEMPLATE',
} as const;

export function newTemplateNames(): { pgliteDump: string; pgliteEmptyDump: string; postgresTemplate: string } {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  return {
    pgliteDump: path.join(os.tmpdir(), `lms-test-${id}.tar`),
    pgliteEmptyDump: path.join(os.tmpdir(), `lms-test-${id}-empty.tar`),
    postgresTemplate: `lms_tpl_${id}`,
  };
}
