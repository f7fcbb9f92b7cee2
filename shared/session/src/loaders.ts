import * as v from 'valibot';
import { orEmpty, type ApiClient } from '@portal/api-client';
import { AppSettingsSchema, ProfileFieldListSchema, type AppSettings, type ProfileFieldDefinition, type User } from '@portal/contracts';
import { featureEnabled } from './rules/features';
import { awaitsTwoFactorSetup } from './rules/sign-in';

/**
 * The reads that fill the session store, written once for the shell's start-up and the sign-in
 * path. Each answers its spec 1 §8 empty value on failure (through orEmpty).
 */
export const settingsPath = (scope: string) => `/reach/${encodeURIComponent(scope)}/api/v3/endpoint/config`;
export const profileFieldsPath = (scope: string) => `/reach/${encodeURIComponent(scope)}/api/v4/profilefields`;

/**
 * GET …/endpoint/config; null when it cannot be had. Always a fresh read (the API client keeps no
 * cache; it runs once at start-up and once after sign-in, where the named items can differ for that
 * user).
 */
export function loadSettings(api: ApiClient, scope: string): Promise<AppSettings | null> {
  return orEmpty(api.get(settingsPath(scope), { schema: AppSettingsSchema }), null);
}

/** GET …/profilefields; an empty list on failure. */
export function loadProfileFields(api: ApiClient, scope: string): Promise<ProfileFieldDefinition[]> {
  return orEmpty(api.get(profileFieldsPath(scope), { schema: ProfileFieldListSchema }), []);
}

export type RoleCheckUser = Pick<User, 'id' | 'authenticationMode' | 'isTwoFASetupCompleted'>;

export interface RoleChecks {
  isInstructor: boolean;
  isTeamLeader: boolean;
}

/**
 * Spec 1 §6 server checks; the instructor check runs only when instructors are configured. A user who
 * must set up two-factor first has a session that may do only that (the LMS refuses the checks with
 * 403): nothing is asked until set-up is done.
 */
export async function loadRoleChecks(api: ApiClient, scope: string, user: RoleCheckUser, settings: AppSettings | null): Promise<RoleChecks> {
  if (awaitsTwoFactorSetup(user, settings)) return { isInstructor: false, isTeamLeader: false };
  const body = { scope, userId: user.id };
  const [isInstructor, isTeamLeader] = await Promise.all([
    featureEnabled(settings, 'instructors') ? orEmpty(api.post('/instructors/isInstructor', body, { schema: v.boolean() }), false) : false,
    orEmpty(api.post('/dashel/isTeamLeader', body, { schema: v.boolean() }), false),
  ]);
  return { isInstructor, isTeamLeader };
}
