import { profilePath } from '@portal/contracts';
import { databases } from '../../helpers/db';
import { useLms, useSignedIn } from '../../helpers/lms';
import { lrsHeaders } from '../../helpers/lrs';

/** Answers read with a session are the user's data: no browser or proxy cache may keep them. */
describe.each(databases())('personal-data reads are not stored by caches on $name', (database) => {
  const lms = useLms(database);
  const { learner } = useSignedIn(lms, { learner: 'learner' });

  const reads: ReadonlyArray<readonly [string, 'GET' | 'POST', () => string, object | undefined]> = [
    ['the profile', 'GET', () => `/_api${profilePath('demo', learner.userId)}`, undefined],
    ['approvals', 'GET', () => `/_api/reach/demo/api/v4/users/${learner.userId}/approvals`, undefined],
    ['external learning', 'GET', () => `/_api/reach/demo/api/v3/users/${learner.userId}/externallearning?limit=10&offset=0`, undefined],
    ['record-store statements', 'GET', () => '/_api/lrs/statements', undefined],
    ['the two-factor configuration', 'POST', () => '/_api/authr/mfa/getConfiguration', {}],
    ['subscriptions', 'POST', () => '/_api/comments/listSubscriptions', { scope: 'demo' }],
  ];

  it.each(reads)('%s: Cache-Control no-store', async (_name, method, url, body) => {
    // The record store asks for the xAPI version header and its own credentials; the others ignore both.
    const headers = url().startsWith('/_api/lrs/') ? lrsHeaders() : { 'x-experience-api-version': '1.0.3' };
    const response = await learner.request(method, url(), { ...(body === undefined ? {} : { body }), headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/\bno-store\b/);
  });

  it('a refusal of a signed-in read is not stored either; public theme files keep their own caching', async () => {
    const refused = await learner.get(`/_api${profilePath('demo', 'someone-else')}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toMatch(/\bno-store\b/);
    const theme = await lms.client().get('/_api/content/theme/images/demo/signin-logo.svg');
    expect(theme.headers['cache-control']).toBe('public, max-age=3600');
  });
});
