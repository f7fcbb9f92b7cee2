import { rm } from 'node:fs/promises';
import { adminQuery } from './postgres';
import { TEMPLATE_ENV } from './template';

export default async function globalTeardown(): Promise<void> {
  for (const dump of [process.env[TEMPLATE_ENV.pgliteDump], process.env[TEMPLATE_ENV.pgliteEmptyDump]]) {
    if (dump) await rm(dump, { force: true });
  }
  const template = process.env[TEMPLATE_ENV.postgresTemplate];
  if (template) await adminQuery(`drop database if exists ${template} with (force)`);
}
