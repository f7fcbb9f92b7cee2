import { type AppSettings, ITEMS, type Profile, type ProfileUpdate, VERIFICATION_TYPES } from '@portal/contracts';
import {
  type AccountVerificationCompleteSchema,
  applyProfileUpdate,
  isUsernameAllowed,
  passwordComplexityProblem,
  profileFieldProblem,
  type RegistrationResponse,
  type RegistrationSchema,
  USERNAME_COMPLEXITY,
} from '@portal/contracts/account';
import type * as v from 'valibot';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { refusals } from '../lib/errors';
import { hashPassword, passwordProblem } from '../lib/passwords';
import { clearPasswordCheckFailures } from '../repositories/account-security';
import { createRegisteredUser, findUsersByEmail } from '../repositories/accounts';
import { sendToOutbox } from '../repositories/outbox';
import { appSettings, namedItemsForUser, profileFieldDefinitions, systemName, tenantNames } from '../repositories/tenants';
import { findUserByEmailAddress, findUserById, findUserByUsername, isEmailAddressTaken, updateUser } from '../repositories/users';
import { createVerification, findVerification, useVerification, type VerificationRecord } from '../repositories/verifications';
import { deleteUserSessions } from '../repositories/sessions';
import { clearSignInFailures } from '../repositories/sign-in-attempts';
import { RESET_CODE_TTL_SECONDS } from './constants';
import { itemValue } from './named-items';
import { emailVerificationMessage, type MessageText, passwordResetMessage, setPasswordMessage, signUpAttemptMessage } from './outbox-messages';
import { contextWordProblem } from './password-context';
import { isSelfRegistrationOpen, registrationDisplayName, registrationProfile } from './registration';
import { currentEmailAddress, sameEmailAddress, userEditableDefinitions } from './user';

/*
 * A user's account (spec 1 §3, §4, §5): self-registration, the profile and its e-mail address, new
 * passwords and the verification codes of password recovery and e-mail verification. Whose account a
 * call may touch is decided by the route (acting-for); the proof a change carries by step-up.
 */

/** What the account calls refuse, with their statuses (routes/README.md, reach). */
export const ACCOUNT_REFUSALS = {
  ValidationFailed: 400,
  InvalidProfile: 400,
  PasswordComplexity: 400,
  PasswordTooCommon: 400,
  [USERNAME_COMPLEXITY]: 400,
  UsernameTaken: 400,
  EmailChangeNeedsConfirmation: 400,
  RegistrationDisabled: 403,
  ProfileReadOnly: 403,
  ChangePasswordDisabled: 403,
  InvalidCode: 404,
  UserNotFound: 404,
  DuplicateUsersFound: 404,
  EmailAddressUnavailable: 409,
} as const;
export const refuseAccount = refusals(ACCOUNT_REFUSALS);

/* ---------- new passwords ---------- */

/** Why a new password may not be used for this user: it contains their username, the product's or the tenant's name. */
export async function contextualPasswordProblem(db: Database, password: string, user: { username: string; scope: string }): Promise<string | undefined> {
  return contextWordProblem(password, { username: user.username, scope: user.scope, names: await tenantNames(db, user.scope) });
}

/**
 * Why an existing user may not take this new password: the tenant's rule speaks first, then the
 * LMS's own (a maximum length, no common or breached password), then the context words.
 */
export async function newPasswordProblem(db: Database, user: UserRow, password: string): Promise<string | undefined> {
  return passwordComplexityProblem(password, await namedItemsForUser(db, user)) ?? passwordProblem(password) ?? (await contextualPasswordProblem(db, password, user));
}

/** A forms user changes their password only where the tenant's enableChangePassword is not false. */
export function assertPasswordChangeable(user: UserRow, settings: Pick<AppSettings, 'enableChangePassword'>): void {
  if (user.authentication_mode !== 'forms' || settings.enableChangePassword === false) throw refuseAccount('ChangePasswordDisabled');
}

/* ---------- registration ---------- */

/**
 * What a registration creates, or its refusal (spec 1 §4, §5): registration open; the username, the
 * password (each refusal with the ErrorCode the sign-up page shows) and the profile fields checked.
 */
export async function checkRegistration(
  db: Database,
  scope: string,
  settings: AppSettings,
  input: v.InferOutput<typeof RegistrationSchema>,
): Promise<{ username: string; profile: Profile }> {
  if (!isSelfRegistrationOpen(settings)) throw refuseAccount('RegistrationDisabled');
  const items = settings.items ?? [];
  const username = settings.userNameIsEmail ? input.Username.toLowerCase() : input.Username;
  if (!isUsernameAllowed(username, items)) throw refuseAccount(USERNAME_COMPLEXITY);
  const complexity = passwordComplexityProblem(input.Password, items);
  if (complexity) throw refuseAccount('PasswordComplexity', complexity);
  const common = passwordProblem(input.Password);
  if (common) throw refuseAccount('PasswordTooCommon', common);
  // The spec's password-requirements answer for a password made of the username, the product's or the tenant's name.
  const contextual = await contextualPasswordProblem(db, input.Password, { username, scope });
  if (contextual) throw refuseAccount('PasswordComplexity', contextual);
  const outcome = registrationProfile(
    { definitions: settings.profile ?? [], registrationFields: settings.registrationProfileFields, userNameIsEmail: settings.userNameIsEmail },
    username,
    input.profile,
  );
  if (!outcome.ok) throw refuseAccount('InvalidProfile', `${outcome.field}: ${outcome.reason}`);
  return { username, profile: outcome.profile };
}

/**
 * Self-registration (spec 1 §4, §5 sign-up): the checked user is created and sent the
 * RegisteredEmailVerification code, to verify the e-mail before the first sign-in.
 */
export async function register(db: Database, scope: string, input: v.InferOutput<typeof RegistrationSchema>, portalUrl: string): Promise<RegistrationResponse> {
  const settings = await appSettings(db, scope);
  const { username, profile } = await checkRegistration(db, scope, settings, input);
  // Hashed before the username is looked up, so a taken and a free username cost the same time.
  const passwordHash = await hashPassword(input.Password);
  const sameUsername = await findUserByUsername(db, scope, username);
  // With userNameIsEmail the username is the address, so a taken one is a taken address (below).
  if (sameUsername && !settings.userNameIsEmail) throw refuseAccount('UsernameTaken');

  const mail = typeof profile.mail === 'string' && profile.mail ? profile.mail.toLowerCase() : null;
  // An address belongs to one account. A sign-up with one in use answers as a fresh one would (a
  // stranger learns nothing about who has an account) and tells the owner instead; nothing is created.
  const owner = sameUsername ?? (mail ? await findUserByEmailAddress(db, scope, mail) : undefined);
  if (owner) {
    const text = signUpAttemptMessage(await systemName(db, scope), portalUrl);
    await sendToOutbox(db, { scope, toUsername: owner.username, toAddress: mail ?? owner.email ?? username, channel: 'email', ...text });
    return { success: true, userId: randomUUID() };
  }

  const user = await createRegisteredUser(db, {
    scope,
    username,
    passwordHash,
    displayName: registrationDisplayName(username, profile),
    email: mail,
    profile: profile,
  });
  // Another registration took the name between the check and the insert.
  if (!user) throw refuseAccount('UsernameTaken');
  await emailCode(db, user, 'RegisteredEmailVerification', portalUrl);
  return { success: true, userId: user.id };
}

/**
 * The user a username names (spec 1 §7 Resolve username, for picking a delegate), within the tenant:
 * the username wins (usernames are unique); with `includeEmail` an address shared by several users is
 * DuplicateUsersFound, so the dialog asks for the username instead.
 */
export async function resolveUsername(db: Database, scope: string, username: string, includeEmail: boolean): Promise<UserRow> {
  const byUsername = await findUserByUsername(db, scope, username);
  if (byUsername) return byUsername;
  const byEmail = includeEmail ? await findUsersByEmail(db, scope, username) : [];
  if (byEmail.length > 1) throw refuseAccount('DuplicateUsersFound');
  if (byEmail[0]) return byEmail[0];
  throw refuseAccount('UserNotFound');
}

/* ---------- the profile ---------- */

/** The language selector posts only this field; it works even where the profile is read-only. */
const LANGUAGE_FIELD = 'preferredLanguage';
export const MAIL_FIELD = 'mail';

async function isProfileEditable(db: Database, user: UserRow): Promise<boolean> {
  return user.authentication_mode === 'forms' && itemValue(await namedItemsForUser(db, user), ITEMS.profileEditingEnabled) !== 'false';
}

/** Forms users edit their profile unless the tenant turned profile editing off. */
export async function assertProfileEditable(db: Database, user: UserRow): Promise<void> {
  if (!(await isProfileEditable(db, user))) throw refuseAccount('ProfileReadOnly');
}

/**
 * The profile after a partial update (spec 1 §5): the fields sent are checked against their
 * definitions, the rest kept. adminOnly and admin-managed fields cannot change, and neither can the
 * address: mail and EmailAddress may only repeat the current one; a new address goes through …/email.
 * A read-only profile still takes the language alone.
 */
export async function updatedProfile(db: Database, user: UserRow, input: ProfileUpdate): Promise<Profile> {
  if (Object.keys(input.profile).some((name) => name !== LANGUAGE_FIELD)) await assertProfileEditable(db, user);
  const definitions = userEditableDefinitions(await profileFieldDefinitions(db, user.scope));
  const outcome = applyProfileUpdate(definitions, user.profile, input.profile);
  if (!outcome.ok) throw refuseAccount('ValidationFailed', `${outcome.field}: ${outcome.reason}`);
  const current = currentEmailAddress(user);
  const sentMail = input.profile[MAIL_FIELD];
  const changesMail =
    (typeof sentMail === 'string' && !sameEmailAddress(sentMail, current)) || (input.EmailAddress !== undefined && !sameEmailAddress(input.EmailAddress, current));
  if (changesMail) throw refuseAccount('EmailChangeNeedsConfirmation', 'mail: a new address is confirmed by a code sent to it');
  // The stored mail keeps its current spelling; the account e-mail is not touched here.
  return MAIL_FIELD in input.profile ? { ...outcome.profile, [MAIL_FIELD]: user.profile[MAIL_FIELD] ?? current } : outcome.profile;
}

/** Another user's address is refused without saying whose. */
export async function assertAddressAvailable(db: Database, user: UserRow, address: string): Promise<void> {
  if (await isEmailAddressTaken(db, user.scope, address, user.id)) throw refuseAccount('EmailAddressUnavailable');
}

/** A new address for the user: changed, passing the tenant's mail field rules, and nobody else's. */
export async function checkNewAddress(db: Database, user: UserRow, address: string): Promise<void> {
  if (sameEmailAddress(address, currentEmailAddress(user))) throw refuseAccount('ValidationFailed', 'EmailAddress: unchanged');
  const mailDefinition = (await profileFieldDefinitions(db, user.scope)).find((def) => def.name === MAIL_FIELD);
  const problem = mailDefinition && profileFieldProblem(mailDefinition, address);
  if (problem) throw refuseAccount('ValidationFailed', `EmailAddress: ${problem}`);
  await assertAddressAvailable(db, user, address);
}

/* ---------- verification codes ---------- */

export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export type EmailedType = Exclude<VerificationType, 'VerifyAndSetPasswordWithoutEmail'>;

const EMAILS: Record<EmailedType, (systemName: string, code: string, portalUrl: string) => MessageText> = {
  PasswordReset: passwordResetMessage,
  VerifyAndSetPassword: setPasswordMessage,
  RegisteredEmailVerification: emailVerificationMessage,
};

export function isVerificationType(type: string): type is VerificationType {
  return (VERIFICATION_TYPES as readonly string[]).includes(type);
}

/** Every kind but e-mail verification ends with a new password. */
export function setsPassword(type: string): boolean {
  return type !== 'RegisteredEmailVerification';
}

/**
 * Issues a verification code (password reset, first password, e-mail verification): long and random
 * (lib/tokens randomToken), valid RESET_CODE_TTL_SECONDS (one hour), and the only live one of its type
 * for the user: earlier unused codes of the type end here.
 */
export async function issueVerificationCode(db: Database, input: { scope: string; userId: string; type: string }): Promise<string> {
  await db.updateTable('verifications').set({ used_at: new Date() }).where('user_id', '=', input.userId).where('type', '=', input.type).where('used_at', 'is', null).execute();
  return createVerification(db, { ...input, ttlSeconds: RESET_CODE_TTL_SECONDS });
}

/**
 * E-mails a verification code of `type` to the user (nothing when the user has no e-mail), with a
 * link into the portal at `portalUrl`; used by recovery and registration.
 */
export async function emailCode(db: Database, user: UserRow, type: EmailedType, portalUrl: string): Promise<void> {
  if (!user.email) return;
  const code = await issueVerificationCode(db, { scope: user.scope, userId: user.id, type });
  const text = EMAILS[type](await systemName(db, user.scope), code, portalUrl);
  await sendToOutbox(db, { scope: user.scope, toUsername: user.username, toAddress: user.email, channel: 'email', ...text, code });
}

/** A live verification code of the tenant and its user; any other code is InvalidCode (404). */
export async function liveVerification(db: Database, scope: string, code: string) {
  const verification = await findVerification(db, scope, code);
  const user = verification && (await findUserById(db, verification.userId));
  if (!verification || !user) throw refuseAccount('InvalidCode');
  return { verification, user };
}

/**
 * Spends a live code (spec 1 §4 "Forgot password", "Recover"): e-mail verification proves the address;
 * the other kinds set the new password, proving the address too when the code went by e-mail, and end
 * the user's sessions and the failures others caused against the username (a lockout).
 */
export async function completeVerification(
  db: Database,
  verification: VerificationRecord,
  user: UserRow,
  input: v.InferOutput<typeof AccountVerificationCompleteSchema>,
): Promise<void> {
  if (setsPassword(input.Type) !== setsPassword(verification.type)) throw refuseAccount('ValidationFailed', 'Type: does not match the code');
  // A code that went by e-mail also proves the address.
  const emailProven = verification.type !== 'VerifyAndSetPasswordWithoutEmail';

  if (!setsPassword(verification.type)) {
    if (!(await useVerification(db, verification.codeHash))) throw refuseAccount('InvalidCode');
    await updateUser(db, user.id, { email_verified: true, requires_email_verification: false });
    return;
  }
  const password = input.Password ?? '';
  if (!password) throw refuseAccount('ValidationFailed', 'Password: required');
  // The contract caps the length before this.
  const problem = await newPasswordProblem(db, user, password);
  if (problem) throw refuseAccount('ValidationFailed', `Password: ${problem}`);
  if (!(await useVerification(db, verification.codeHash))) throw refuseAccount('InvalidCode');
  await updateUser(db, user.id, {
    password_hash: await hashPassword(password),
    must_change_password: false,
    ...(emailProven ? { email_verified: true, requires_email_verification: false } : {}),
  });
  await deleteUserSessions(db, user.id);
  // The owner is back in: failures others caused against the username (a lockout) end with the reset.
  await clearSignInFailures(db, user.scope, user.username);
  await clearPasswordCheckFailures(db, user.id);
}
