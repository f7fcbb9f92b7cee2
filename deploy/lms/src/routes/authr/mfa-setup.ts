import type { MfaConfiguration } from '@portal/contracts/mfa';
import {
  MfaIssueCodeSchema,
  MfaIssueQRCodeSchema,
  type MfaQRCodeResponse,
  MfaPasswordConfirmSchema,
  type MfaRecoveryCodesResponse,
  MfaSaveConfigurationSchema,
} from '@portal/contracts/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Database } from '../../db';
import type { UserRow } from '../../db/schema';
import { assertMfaConfigured, assertModeAvailable, assertSetUpAllowed, confirmedSetup, userMethods } from '../../domain/second-factor';
import { sendCode } from '../../domain/send-code';
import { takeWriteAllowance } from '../../domain/write-limits';
import { parseInput } from '../../lib/errors';
import { sixDigitCode } from '../../lib/tokens';
import { newTotpSecret, totpUri } from '../../lib/totp';
import { sessionUser } from '../../plugins/app/auth';
import { endOtherSessions } from '../../repositories/account-security';
import { deleteMfaSetup, deleteRecoveryCodes, issueRecoveryCodes, startMfaSetup } from '../../repositories/mfa';
import { systemName } from '../../repositories/tenants';
import { updateUser } from '../../repositories/users';
import { proveCurrentUser } from '../step-up';

/** The session user, who must be allowed to set two-factor up (forms users, mode item 1 or 2): 403 TwoFactorDisabled otherwise. */
async function setUpUser(db: Database, request: FastifyRequest): Promise<UserRow> {
  const user = await sessionUser(request);
  await assertSetUpAllowed(db, user);
  return user;
}

/**
 * Changes carry the current password (spec 1 §5 asks it for reset and regeneration; saving a set-up
 * asks it too) and the second factor in place, when one is set: a session alone, however fresh, changes
 * nothing. Throttled like sign-in: 400 PasswordIncorrect, 400 SecondFactorRequired, 429 TooManyAttempts.
 */
async function proveChange(db: Database, user: UserRow, proof: { pass: string; current_code?: string | undefined }): Promise<void> {
  await proveCurrentUser(db, user, { password: proof.pass, code: proof.current_code });
}

/**
 * Two-factor settings of the signed-in user (spec 1 §7 MFA calls). Every call that changes them carries
 * the proof above, and a change ends the user's other sessions. Starting a set-up (a QR code, a code
 * sent) changes nothing, so it needs only the session; sending codes is limited per user.
 */
const mfaSetupRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('preValidation', fastify.requireSession);

  fastify.post('/mfa/getConfiguration', async (request): Promise<MfaConfiguration> => {
    const user = await sessionUser(request);
    return {
      success: true,
      mode: user.mfa_mode,
      methods: await userMethods(db, user),
      ...(user.mfa_country_code ? { country_code: user.mfa_country_code } : {}),
      ...(user.mfa_contact_number ? { contact_number: user.mfa_contact_number } : {}),
      ...(user.email ? { email: user.email } : {}),
    };
  });

  /** Sends a set-up code by e-mail or SMS; saveConfiguration confirms it. */
  fastify.post('/mfa/issueCode', async (request) => {
    const input = parseInput(MfaIssueCodeSchema, request.body);
    const user = await setUpUser(db, request);
    await assertModeAvailable(db, user, input.mode);
    // A session holder must not be able to text or mail any number or address without end.
    await takeWriteAllowance(db, user.id, 'mail:notification');
    const code = sixDigitCode();
    const sms = input.mode === 'sms' ? { countryCode: input.country_code, contactNumber: input.contact_number } : {};
    await startMfaSetup(db, { userId: user.id, mode: input.mode, code, ...sms });
    await sendCode(db, user, { mode: input.mode, email: user.email, ...sms }, code);
    return { success: true };
  });

  /** QR code (PNG, or JSON with the secret) of a new authenticator secret; saveConfiguration confirms it with a code from the app. */
  fastify.post('/mfa/issueQRCode', async (request, reply) => {
    const { format } = parseInput(MfaIssueQRCodeSchema, request.body ?? {});
    const user = await setUpUser(db, request);
    await assertModeAvailable(db, user, 'ga');
    const secret = newTotpSecret();
    await startMfaSetup(db, { userId: user.id, mode: 'ga', secret });
    const png = await QRCode.toBuffer(totpUri(secret, user.username, await systemName(db, user.scope)), { type: 'png', width: 240, margin: 1 });
    reply.header('cache-control', 'no-store');
    // The JSON variant also carries the secret, for typing into an app that cannot scan.
    if (format === 'json') return { success: true, qr_code: `data:image/png;base64,${png.toString('base64')}`, secret } satisfies MfaQRCodeResponse;
    return reply.type('image/png').send(png);
  });

  fastify.post('/mfa/saveConfiguration', async (request): Promise<MfaRecoveryCodesResponse> => {
    const input = parseInput(MfaSaveConfigurationSchema, request.body);
    const mode = input.mode === 'authenticator' ? 'ga' : input.mode;
    const user = await setUpUser(db, request);
    await proveChange(db, user, input);
    const setup = await confirmedSetup(db, user, mode, input.code);
    await updateUser(db, user.id, {
      mfa_mode: mode,
      mfa_secret: mode === 'ga' ? setup.secret : null,
      mfa_country_code: mode === 'sms' ? setup.country_code : null,
      mfa_contact_number: mode === 'sms' ? setup.contact_number : null,
      // Used time steps belong to the secret they came from: a new app starts with none used.
      mfa_totp_step: null,
    });
    await deleteMfaSetup(db, user.id);
    const recovery_codes = await issueRecoveryCodes(db, user.id);
    await endOtherSessions(db, user.id, request.session!.tokenHash);
    return { success: true, recovery_codes };
  });

  fastify.post('/mfa/resetConfiguration', async (request) => {
    const user = await sessionUser(request);
    await proveChange(db, user, parseInput(MfaPasswordConfirmSchema, request.body));
    await updateUser(db, user.id, { mfa_mode: 'none', mfa_secret: null, mfa_country_code: null, mfa_contact_number: null });
    await deleteRecoveryCodes(db, user.id);
    await deleteMfaSetup(db, user.id);
    await endOtherSessions(db, user.id, request.session!.tokenHash);
    return { success: true };
  });

  fastify.post('/mfa/issueRecoveryCodes', async (request): Promise<MfaRecoveryCodesResponse> => {
    const user = await sessionUser(request);
    await proveChange(db, user, parseInput(MfaPasswordConfirmSchema, request.body));
    assertMfaConfigured(user);
    const recovery_codes = await issueRecoveryCodes(db, user.id);
    await endOtherSessions(db, user.id, request.session!.tokenHash);
    return { success: true, recovery_codes };
  });
};

export default mfaSetupRoutes;
