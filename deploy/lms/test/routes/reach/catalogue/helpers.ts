import { cataloguePaths } from '@portal/contracts/catalogue';
import type { TestClient, TestLms } from '../../../helpers/lms';

export const SCOPE = 'demo';
export const API = '/_api';

/** A signed-in client, its user id and the catalogue paths of the contract under /_api. */
export async function signedIn(lms: TestLms, username = 'learner') {
  const client = lms.client();
  const userId = await client.signIn(username);
  const p = cataloguePaths;
  return {
    client,
    userId,
    username,
    catalogue: () => client.get(API + p.catalogue(SCOPE, username)),
    item: (id: string) => API + p.item(SCOPE, userId, id, userId),
    launch: (id: string) => API + p.launch(SCOPE, userId, id),
    enrolment: (id: string) => API + p.enrolment(SCOPE, userId, id),
    sessionEnrolment: (id: string) => API + p.sessionEnrolment(SCOPE, userId, id),
    registration: (id: string) => API + p.sessionRegistration(SCOPE, userId, id),
    sessionStatus: (id: string) => API + p.sessionStatus(SCOPE, userId, id),
    interest: (id: string) => API + p.registerInterest(SCOPE, userId, id),
    completion: (id: string, actingAs = userId) => API + p.completion(SCOPE, userId, id, actingAs),
    newAttempt: (id: string) => API + p.newAttempt(SCOPE, userId, id, 'web-orbit-demo'),
    curriculumCheck: (id: string) => API + p.curriculumCheck(SCOPE, userId, id),
    rating: () => API + p.rating(SCOPE, username),
    ics: (eventId: string, sessionId: string) => API + p.ics(SCOPE, username, eventId, sessionId),
  };
}

export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

export async function userIdOf(lms: TestLms, username: string): Promise<string> {
  return (await lms.db.selectFrom('users').select('id').where('scope', '=', SCOPE).where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** DELETE with a JSON body (the helper client has none). */
export function del(client: TestClient, url: string, body?: unknown) {
  return client.request('DELETE', url, body === undefined ? {} : { body });
}

export const days = (n: number) => new Date(Date.now() + n * 86_400_000);
