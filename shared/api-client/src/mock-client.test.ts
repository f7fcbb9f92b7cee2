import * as v from 'valibot';
import { ApiError } from './api-error';
import { createMockApiClient } from './mock-client';

describe('createMockApiClient', () => {
  it('routes by method and path, with :params and the query, and records the calls', async () => {
    const api = createMockApiClient(
      {
        'GET /reach/:scope/api/v4/users/:id/profile': (_body, query, params) => ({ params, query }),
        'POST /stamp/approvals/addDelegate': (body: { delegateeId: string }) => ({ reference: `ref-${body.delegateeId}` }),
      },
      { getScope: () => 'acme' },
    );
    await expect(api.get('/reach/acme/api/v4/users/u1/profile', { query: { size: 160 } })).resolves.toEqual({
      params: { scope: 'acme', id: 'u1' },
      query: { size: '160' },
    });
    await expect(api.post('/stamp/approvals/addDelegate', { delegateeId: 'u2' })).resolves.toEqual({ reference: 'ref-u2' });
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'GET', path: '/reach/acme/api/v4/users/u1/profile', query: { size: '160' }, body: undefined }),
      expect.objectContaining({ method: 'POST', path: '/stamp/approvals/addDelegate', body: { delegateeId: 'u2' } }),
    ]);
    expect(api.calls[0]!.headers).toMatchObject({ 'x-requested-with': 'learner-portal', 'x-scope': 'acme' });
  });

  it('rejects unknown routes with ApiError 404', async () => {
    const api = createMockApiClient({ 'GET /a': () => 1 });
    const error = await api.post('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No mock handler for POST /a' });
    expect(api.calls).toHaveLength(1);
  });

  it('answers with the status, ErrorCode and Message of a thrown ApiError', async () => {
    const api = createMockApiClient({
      'POST /reach/acme/api/v4/users/ResolveUsername': () => {
        throw new ApiError({ status: 404, code: 'UserNotFound', message: 'No such user' });
      },
    });
    await expect(api.post('/reach/acme/api/v4/users/ResolveUsername', { username: 'x' })).rejects.toMatchObject({
      status: 404,
      code: 'UserNotFound',
      message: 'No such user',
    });
  });

  it('applies schemas like the real client', async () => {
    const api = createMockApiClient({ 'GET /n': () => ({ n: 'x' }) });
    await expect(api.get('/n', { schema: v.object({ n: v.number() }) })).rejects.toMatchObject({ status: 0, code: 'InvalidResponse' });
  });
});
