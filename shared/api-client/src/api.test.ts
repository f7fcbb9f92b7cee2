import { bus } from '@portal/event-bus';
import { api } from './api';

describe('api (portal-wide client)', () => {
  afterEach(() => {
    localStorage.clear();
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('calls /_api with the stored scope and reports 401 on the portal bus', async () => {
    const fetch = jest.fn(async () => ({ ok: false, status: 401, statusText: 'Unauthorized', text: async () => '', blob: async () => new Blob() }));
    Object.assign(globalThis, { fetch });
    localStorage.setItem('scope', 'acme');
    const onNotAuthenticated = jest.fn();
    const off = bus.on('auth.not-authenticated.v1', onNotAuthenticated);
    await expect(api.get('/reach/acme/api/v3/endpoint/config')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    off();
    expect(fetch).toHaveBeenCalledWith('/_api/reach/acme/api/v3/endpoint/config', expect.objectContaining({ headers: expect.objectContaining({ 'x-scope': 'acme' }) as unknown }));
    expect(onNotAuthenticated).toHaveBeenCalledWith({});
  });
});
