import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ScopeSchema, SUPPORTED_LOCALES } from '@portal/contracts';
import * as v from 'valibot';
import { refusals } from '../lib/errors';
import { DEFAULT_TENANT } from '../paths';

/*
 * A tenant's content files (deploy/lms/content/<tenant>/): configuration, translations, theme and
 * learning content. A file the tenant does not have is the default tenant's. Only the names below are
 * served, so a name never leaves its folder; learning content only to the signed-in tenant's users.
 */

/** What the content calls refuse, with their statuses (routes/README.md, content). */
export const CONTENT_REFUSALS = {
  ValidationFailed: 400,
  ScopeMismatch: 403,
  NotFound: 404,
} as const;
const refuse = refusals(CONTENT_REFUSALS);

const CONFIG_FILES = new Set(['config.json', 'dashboard-manifest.json', 'header-manifest.json']);
/** `en-GB.json`, `es-419.json`, `no.json`: nothing else, so a name can never leave its folder. */
const LOCALE_FILE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\.json$/;

/** Media types of the learning files served; any other extension is not served at all. */
export const LEARNING_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.pdf': 'application/pdf',
};

/** Image types a tenant's theme may use for its logos. */
const THEME_IMAGE_TYPES: Readonly<Record<string, string>> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };
const THEME_IMAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(?:svg|png|jpg|webp)$/;

/** A path segment of a learning file: no '..', no hidden files, no separators (decoded %2F included). */
const LEARNING_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Where a tenant's file is looked for: its own folder, then the default tenant's. */
function tenantsOf(tenant: string): string[] {
  return tenant === DEFAULT_TENANT ? [tenant] : [tenant, DEFAULT_TENANT];
}

async function readJson(file: string): Promise<unknown | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The tenant's JSON file (else the default tenant's); `absent` answers a file no tenant has, else not found. */
export async function tenantJson(contentDir: string, tenant: string, segments: string[], absent?: object): Promise<unknown> {
  for (const candidate of tenantsOf(tenant)) {
    const content = await readJson(path.join(contentDir, candidate, ...segments));
    if (content !== undefined) return content;
  }
  if (absent) return absent;
  throw refuse('NotFound');
}

/** One of the configuration files a tenant has; any other name is not found. */
export function configFile(file: string): string {
  if (!CONFIG_FILES.has(file)) throw refuse('NotFound');
  return file;
}

/**
 * A translations file's name, and what a missing one answers: for a language the portal offers, an
 * empty file (a tenant's translations are optional, and a 404 would be logged on every language
 * switch); other well-formed names stay 404.
 */
export function translationsFile(file: string): { file: string; absent?: object } {
  if (!LOCALE_FILE.test(file)) throw refuse('ValidationFailed', 'locale: invalid');
  const supported = (SUPPORTED_LOCALES as readonly string[]).includes(file.replace(/\.json$/, ''));
  return supported ? { file, absent: {} } : { file };
}

/** A theme image under content/<tenant>/theme/images/, else the default tenant's; one file name, nothing else. */
export async function themeImage(contentDir: string, tenant: string, file: string): Promise<{ image: Buffer; type: string }> {
  if (!v.is(ScopeSchema, tenant) || !THEME_IMAGE_FILE.test(file)) throw refuse('NotFound');
  for (const candidate of tenantsOf(tenant)) {
    const image = await readFile(path.join(contentDir, candidate, 'theme', 'images', file)).catch(() => undefined);
    if (image) return { image, type: THEME_IMAGE_TYPES[path.extname(file)]! };
  }
  throw refuse('NotFound');
}

export interface LearningFile {
  file: string;
  info: Stats;
  type: string;
  segments: string[];
}

/**
 * A learning file under content/<tenant>/learning/ (else the default tenant's), for a user signed in
 * to that tenant; a type not served, a name outside the folder or a missing file is not found.
 */
export async function learningFile(contentDir: string, tenant: string, sessionScope: string | undefined, rest: string): Promise<LearningFile> {
  if (!v.is(ScopeSchema, tenant)) throw refuse('NotFound');
  if (sessionScope !== tenant) throw refuse('ScopeMismatch');
  const segments = rest.split('/');
  const type = LEARNING_TYPES[path.extname(rest).toLowerCase()];
  if (!type || !segments.every((segment) => LEARNING_SEGMENT.test(segment) && !segment.includes('..'))) throw refuse('NotFound');
  for (const candidate of tenantsOf(tenant)) {
    const root = path.join(contentDir, candidate, 'learning');
    const file = path.join(root, ...segments);
    if (!file.startsWith(root + path.sep)) throw refuse('NotFound');
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return { file, info, type, segments };
  }
  throw refuse('NotFound');
}
