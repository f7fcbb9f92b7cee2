/** Helpers for the demo LMS: its outbox of codes, authenticator codes, single-sign-on links. */
import { expect, type APIRequestContext } from '@playwright/test';
import { createHmac } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import * as v from 'valibot';
import { CSRF_HEADER, CSRF_VALUE } from '@portal/contracts';
import { DevOutboxSchema, type DevOutboxEntry } from '@portal/contracts/dev';

/** The current six-digit authenticator code (RFC 6238: SHA1, 6 digits, 30 s). */
export function totp(secret: string, timestamp: number = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}

/** The demo LMS's outbox of e-mail and SMS codes sent to `username`, newest first (absent in production). */
export async function readOutbox(request: APIRequestContext, username: string): Promise<DevOutboxEntry[]> {
  const response = await request.get(`/_api/_dev/outbox?to=${encodeURIComponent(username)}`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
  });
  expect(response.ok(), `GET /_api/_dev/outbox answered ${response.status()}`).toBe(true);
  return v.parse(DevOutboxSchema, await response.json());
}

/** The newest code the demo outbox holds for `username` in a message whose subject matches, waiting for it to arrive. */
export async function outboxCode(request: APIRequestContext, username: string, subject: RegExp): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(
      async () => {
        code = (await readOutbox(request, username)).find((entry) => subject.test(entry.subject) && entry.code)?.code;
        return code;
      },
      { message: `a message '${subject.source}' with a code for ${username} in the outbox` },
    )
    .toBeTruthy();
  return code as string;
}

/**
 * The hash single-sign-on callback route for `username` (spec 1 §2): `sso` is base64 of
 * 'username=…&timestamp=…' and `sig` its HMAC-SHA256 in hex under `secret`.
 */
export function hashSsoCallback(username: string, secret: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  const sso = Buffer.from(`username=${encodeURIComponent(username)}&timestamp=${timestamp}`, 'utf8').toString('base64');
  const sig = createHmac('sha256', secret).update(sso).digest('hex');
  return `/#/access/sso/callback/hash/${sig}?sso=${encodeURIComponent(sso)}`;
}
