/**
 * Signing in without the UI. The LMS's session is its cookies; the portal's is the local storage
 * the sign-in page writes once the LMS started a session (mf-access lib/complete-sign-in.ts: the
 * scope and the session user, which the shell keeps only while the 'uid' cookie names that user).
 * Both are made here with the requests the sign-in page sends, from a fresh API context, and handed
 * to the browser context as its storage state. The sign-in page itself is tested through the UI
 * (tests/sign-in.spec.ts, mfa*.spec.ts, sso*.spec.ts, sign-up and recover).
 *
 * Every call starts a new session of its own. The LMS rotates a session's token at each refresh
 * (the old one lives 30 s more), ends a browser's session at its next sign-in and ends it at sign-out
 * (decision 0007 "Sessions"), so one stored session shared by several tests would be spent by the
 * first one that refreshes or signs out. See e2e/README.md "Signed-in tests".
 */
import { expect, type APIRequest, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import * as v from 'valibot';
import {
  COOKIES,
  CSRF_HEADER,
  CSRF_VALUE,
  DEFAULT_EXPIRES_IN_SECONDS,
  ProfileFieldListSchema,
  profilePath,
  SCOPE_HEADER,
  TokenIssueResponseSchema,
  UserSchema,
  type TokenIssueReach,
  type User,
} from '@portal/contracts';
import { STORAGE_KEYS, isProfileComplete, profileFieldsPath } from '@portal/session';
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
  // Empty on purpose: inside a test Playwright gives a new request context the test's own context
  // options, its storage state included, and a sign-in carrying the test's session cookie would end
  // that session (the LMS ends the session the browser held).
  const api = await request.newContext({ baseURL, extraHTTPHeaders: PORTAL_API_HEADERS, storageState: { cookies: [], origins: [] } });
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

/** A JSON answer of the portal's API, checked against its contract. */
async function readJson<T>(response: APIResponse, schema: v.GenericSchema<unknown, T>, what: string): Promise<T> {
  expect(response.ok(), `${what} answered ${response.status()}`).toBe(true);
  return v.parse(schema, await response.json());
}

/**
 * The session user as the sign-in page stores it (completeSignIn): POST user/signin records the
 * sign-in and answers the user; the profile counts as complete by the portal's own rule.
 */
async function sessionUser(api: APIRequestContext, username: string): Promise<User> {
  const [signedIn, fields] = await Promise.all([
    api
      .post(`/_api/reach/${DEMO_SCOPE}/api/v4/user/signin`, { data: { username, platform: 'LearnerPortal' } })
      .then((response) => readJson(response, UserSchema, 'POST user/signin')),
    api.get(`/_api${profileFieldsPath(DEMO_SCOPE)}`).then((response) => readJson(response, ProfileFieldListSchema, 'GET profilefields')),
  ]);
  return { ...signedIn, isProfileCompleted: isProfileComplete(signedIn.profile, fields) };
}

/**
 * The storage state of a fresh session of `username`: the LMS's cookies and the portal's local
 * storage (scope, user), so a browser context made with it opens the portal signed in.
 */
export async function signedInStorageState(request: APIRequest, baseURL: string, username: string, password?: string): Promise<StorageState> {
  const api = await signedInApiContext(request, baseURL, username, password);
  try {
    const user = await sessionUser(api, username);
    const { cookies } = await api.storageState();
    const localStorage = [
      { name: STORAGE_KEYS.scope, value: DEMO_SCOPE },
      { name: STORAGE_KEYS.user, value: JSON.stringify(user) },
    ];
    return { cookies, origins: [{ origin: new URL(baseURL).origin, localStorage }] };
  } finally {
    await api.dispose();
  }
}

/**
 * Saves en-GB as `username`'s preferred language through the API, so a test that switched it leaves
 * the account signing in in English for later specs (which start from the English page).
 */
export async function restoreEnglish(request: APIRequest, baseURL: string, username: string): Promise<void> {
  const api = await signedInApiContext(request, baseURL, username);
  try {
    const user = await sessionUser(api, username);
    const saved = await api.post(`/_api${profilePath(DEMO_SCOPE, user.id)}`, { data: { profile: { preferredLanguage: 'en-GB' } } });
    expect(saved.ok(), `saving en-GB for ${username} answered ${saved.status()}`).toBe(true);
  } finally {
    await api.dispose();
  }
}

/**
 * Opens the portal in `locale` for the signed-in user of this page, without touching their stored
 * profile: the session user the browser keeps names it as their preferred language (which the shell
 * reads before anything else), so other tests still find them in English.
 */
export async function readIn(page: Page, locale: string): Promise<void> {
  await page.addInitScript(
    ({ key, language }) => {
      const stored = localStorage.getItem(key);
      if (!stored) return;
      const user = JSON.parse(stored) as { profile?: Record<string, unknown> };
      localStorage.setItem(key, JSON.stringify({ ...user, profile: { ...user.profile, preferredLanguage: language } }));
    },
    { key: STORAGE_KEYS.user, language: locale },
  );
}
