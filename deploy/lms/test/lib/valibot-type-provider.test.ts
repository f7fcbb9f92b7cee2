import Fastify from 'fastify';
import * as v from 'valibot';
import { valibotValidatorCompiler, type ValibotTypeProvider } from '../../src/lib/valibot-type-provider';
import errorsPlugin from '../../src/plugins/app/errors';
import { databases } from '../helpers/db';
import { useLms, useSignedIn } from '../helpers/lms';

const Body = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('required')), count: v.optional(v.number(), 1) });

async function app() {
  const fastify = Fastify();
  fastify.setValidatorCompiler(valibotValidatorCompiler);
  await fastify.register(errorsPlugin);
  fastify.withTypeProvider<ValibotTypeProvider>().post('/echo', { schema: { body: Body } }, async (request) => ({ name: request.body.name, count: request.body.count }));
  return fastify;
}

describe('route body schemas through the valibot type provider', () => {
  it('hands the handler the parsed output: trimmed, with defaults', async () => {
    const fastify = await app();
    const response = await fastify.inject({ method: 'POST', url: '/echo', payload: { name: '  Ada ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ada', count: 1 });
  });

  it('answers 400 ValidationFailed naming the field, as parseInput does; a missing body is checked as {}', async () => {
    const fastify = await app();
    const invalid = await fastify.inject({ method: 'POST', url: '/echo', payload: { name: '  ', count: 2 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: 'name: required' });
    const empty = await fastify.inject({ method: 'POST', url: '/echo' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ ErrorCode: 'ValidationFailed', Message: expect.stringMatching(/^name: /) });
  });

  it('refuses a schema that is not valibot when the route is registered', async () => {
    const fastify = Fastify();
    fastify.setValidatorCompiler(valibotValidatorCompiler);
    fastify.post('/json', { schema: { body: { type: 'object' } } }, async () => ({}));
    await expect(fastify.ready()).rejects.toThrow(/not a valibot schema/);
  });
});

describe.each(databases())('the session and the caller are checked before the body on $name', (database) => {
  const lms = useLms(database);
  const { learner } = useSignedIn(lms, { learner: 'learner' });

  it('a call without a session answers 401, whatever its body', async () => {
    const response = await lms.client().post('/_api/almanac/SetJournal', { target_mode: 42 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ ErrorCode: 'NotAuthenticated' });
  });

  it('a learner in the instructor area answers 403 before their body is read', async () => {
    const response = await learner.post('/_api/instructors/GetSession', { id: 42 });
    expect(response.statusCode).toBe(403);
  });

  it('a signed-in caller with a bad body answers 400 ValidationFailed naming the field', async () => {
    const response = await learner.post('/_api/almanac/GetSchema', { target_mode: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 'ValidationFailed', Message: expect.stringMatching(/^target_mode: /) });
  });
});
