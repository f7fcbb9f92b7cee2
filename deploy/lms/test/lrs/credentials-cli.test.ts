import type { DatabaseHandle } from '../../src/db';
import { runLrsClientsCommand, USAGE } from '../../src/cli/lrs-clients';
import { authenticate } from '../../src/lrs/credentials';
import { basicAuthorization } from '../../src/lrs/credentials/user-tokens';
import type { FastifyRequest } from 'fastify';
import { databases } from '../helpers/db';

const asRequest = (authorization: string) => ({ headers: { authorization } }) as unknown as FastifyRequest;

describe.each(databases())('the record-store clients CLI on $name', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  }, 30_000);
  afterAll(async () => handle?.close());

  async function run(...args: string[]): Promise<{ code: number; out: string }> {
    const lines: string[] = [];
    const code = await runLrsClientsCommand(handle.db, args, 'https://learn.example.org', (line) => lines.push(line));
    return { code, out: lines.join('\n') };
  }

  it('creates a client whose printed key and secret work, lists it and revokes it', async () => {
    const created = await run('create', 'demo', 'Content player', 'statements/write', 'state');
    expect(created.code).toBe(0);
    const key = /key: +(\S+)/.exec(created.out)![1]!;
    const secret = /secret: +(\S+)/.exec(created.out)![1]!;
    const principal = await authenticate(handle.db, asRequest(basicAuthorization(key, secret)), 'production');
    expect(principal).toMatchObject({ tenant: 'demo', scopes: ['statements/write', 'state'], authority: { account: { homePage: 'https://learn.example.org', name: key } } });

    const listed = await run('list', 'demo');
    expect(listed.out).toContain(`${key}  Content player  [statements/write state]`);
    expect(listed.out).toContain('demo-lrs  Demo record-store client  [all]');
    expect(listed.out).not.toContain(secret);

    expect(await run('revoke', 'demo', key)).toEqual({ code: 0, out: `Revoked '${key}'.` });
    await expect(authenticate(handle.db, asRequest(basicAuthorization(key, secret)), 'production')).rejects.toMatchObject({ statusCode: 401 });
    expect((await run('list', 'demo')).out).toMatch(new RegExp(`${key} .* revoked `));
    expect((await run('revoke', 'demo', key)).code).toBe(1);
  });

  it('says what is wrong: usage, an unknown tenant, a scope that is not xAPI’s', async () => {
    expect(await run()).toEqual({ code: 2, out: USAGE });
    expect(await run('list', 'nowhere')).toEqual({ code: 1, out: "No tenant 'nowhere'." });
    const bad = await run('create', 'demo', 'x', 'everything');
    expect(bad.code).toBe(2);
    expect(bad.out).toMatch(/^scopes\.0: not an xAPI scope/);
    expect((await run('create', 'demo', 'x')).out).toMatch(/^scopes: at least one scope/);
  });
});
