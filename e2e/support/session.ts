/**
 * Signing in without the UI: the request the sign-in page sends (mf-access
 * features/sign-in/api/issue-token.ts), from a fresh API context, so the browser starts with the
 * cookies the LMS set. The sign-in page itself is tested through the UI (tests/sign-in.spec.ts,
 * mfa*.spec.ts, sso*.spec.ts, sign-up and recover).
 *
 * Every call starts a new session of its own. The LMS rotates a session's token at each refresh
 * (the old one lives 30 s more), ends a browser's session at its next sign-in and ends it at sign-out
 * (decision 0007 "Sessions"), so one stored session shared by several tests would be spent by the
 * first one that refreshes or signs out. See e2e/README.md "Signed-in tests".
 */
import { expect, type APIRequest, type APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import {
  COOKIES,
  CSRF_HEADER,
  CSRF_VALUE,
  DEFAULT_EXPIRES_IN_SECONDS,
  SCOPE_HEADER,
  TokenIssueResponseSchema,
  type TokenIssueReach,
} from '@portal/contracts';
import { DEMO_PASSWORD, DEMO_SCOPE } from './demo';

/** What a browser context is created with (cookies and origins' local storage). */
export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** The headers the portal's API client sends with every request. */
export const PORTAL_API_HEADERS = { [CSRF_HEADER]: CSRF_VALUE, [SCOPE_HEADER]: DEMO_SCOPE } as const;

/**
 * An API context signed in as `username` through POST /_api/authr/token/issue/reach. Fails the
 * test with the LMS's answer unless a full session started ('Success'). The caller disposes it.
 */
export async function signedInApiContext(request: APIRequest, baseURL: string, username: string, password: string = DEMO_PASSWORD): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: PORTAL_API_HEADERS });
  try {
    const body: TokenIssueReach = { user: username, pass: password, scope: DEMO_SCOPE, expiresIn: DEFAULT_EXPIRES_IN_SECONDS };
    const response = await api.post('/_api/authr/token/issue/reach', { data: body });
    const answer = response.ok() ? v.safeParse(TokenIssueResponseSchema, await response.json()) : undefined;
    const result = answer?.success ? answer.output.result : undefined;
    expect(
      response.ok() && result === 'Success',
      `signing ${username} in through the API answered ${response.status()} ${JSON.stringify(answer?.success ? answer.output : null)}`,
    ).toBe(true);
    const cookies = (await api.storageState()).cookies.map((cookie) => cookie.name);
    expect(cookies, `the sign-in of ${username} set the '${COOKIES.userId}' cookie`).toContain(COOKIES.userId);
    return api;
  } catch (error) {
    await api.dispose();
    throw error;
  }
}

/** The storage state of a fresh session of `username`: a browser context made with it opens signed in. */
export async function signedInStorageState(request: APIRequest, baseURL: string, username: string, password?: string): Promise<StorageState> {
  const api = await signedInApiContext(request, baseURL, username, password);
  try {
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}
