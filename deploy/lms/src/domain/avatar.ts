import { ITEMS } from '@portal/contracts';
import { AVATAR_SIZE } from '@portal/contracts/avatar';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { imageTypeOf } from '../lib/file-signatures';
import { namedItemsForUser, profileFieldDefinitions } from '../repositories/tenants';
import { itemValue } from './named-items';

/*
 * Avatars (spec 1 §8, §9): a user uploads only their own picture, where the tenant allows avatar
 * editing and, when the mail field is required, once they have an e-mail; a gif, jpeg or png by its
 * bytes. Without a picture, an initials placeholder.
 */

/** What the avatar calls refuse, with their statuses (routes/README.md, avatar). */
export const AVATAR_REFUSALS = {
  MissingMail: 400,
  ValidationFailed: 400,
  NotOwnAvatar: 403,
  AvatarEditingDisabled: 403,
  UnsupportedMediaType: 415,
} as const;
const refuse = refusals(AVATAR_REFUSALS);

/** The user may change the avatar found under the address (`target`): their own, editing on, the mail the tenant requires. */
export async function assertAvatarEditable(db: Database, user: UserRow, target: UserRow | undefined): Promise<void> {
  if (target?.id !== user.id) throw refuse('NotOwnAvatar');
  if (itemValue(await namedItemsForUser(db, user), ITEMS.avatarEditingEnabled) === 'false') throw refuse('AvatarEditingDisabled');
  const mailRequired = (await profileFieldDefinitions(db, user.scope)).some((def) => def.name === 'mail' && def.required);
  if (mailRequired && !user.email) throw refuse('MissingMail');
}

/** The uploaded picture and its type, judged by its bytes: a gif, jpeg or png. */
export async function avatarPicture(file: { toBuffer(): Promise<Buffer> } | undefined): Promise<{ contentType: string; data: Buffer }> {
  if (!file) throw refuse('ValidationFailed', 'file: required');
  const data = await file.toBuffer();
  const contentType = imageTypeOf(data);
  if (!contentType) throw refuse('UnsupportedMediaType');
  return { contentType, data };
}

/** Up to two initials from a display name ('Alex Morgan' → 'AM'); '?' when there is nothing to show. */
export function initials(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

const BACKGROUNDS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0f766e', '#4338ca', '#a21caf'];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Avatar size: AVATAR_SIZE (160, spec 1 §9) by default, kept within sensible bounds. */
export function avatarSize(requested: unknown): number {
  const size = Number.parseInt(String(requested ?? ''), 10);
  return Number.isFinite(size) ? Math.min(512, Math.max(16, size)) : AVATAR_SIZE;
}

/** Placeholder shown until the user uploads a picture: initials on a colour picked from the seed. */
export function avatarPlaceholderSvg(text: string, size: number, seed: string): string {
  let hash = 0;
  for (const c of seed) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const background = BACKGROUNDS[hash % BACKGROUNDS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(text)}">` +
    `<rect width="100" height="100" fill="${background}"/>` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" fill="#ffffff">${escapeXml(text)}</text>` +
    `</svg>`
  );
}
