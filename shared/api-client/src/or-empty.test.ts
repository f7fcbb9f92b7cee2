import { createEventBus, type PortalEvents } from '@portal/event-bus';
import { ApiError } from './api-error';
import { createMockApiClient } from './mock-client';
import { orEmpty } from './or-empty';

describe('orEmpty', () => {
  it('passes a successful answer through', async () => {
    await expect(orEmpty(Promise.resolve([1]), [])).resolves.toEqual([1]);
  });

  it('resolves to the empty value on any ApiError', async () => {
    const api = createMockApiClient({});
    await expect(orEmpty(api.get('/missing'), [])).resolves.toEqual([]);
    await expect(orEmpty(Promise.reject(new ApiError({ status: 0, code: 'Timeout', message: 't' })), false)).resolves.toBe(false);
  });

  it('still lets the 401 event fire', async () => {
    const bus = createEventBus<PortalEvents>();
    const onNotAuthenticated = jest.fn();
    bus.on('auth.not-authenticated.v1', onNotAuthenticated);
    const api = createMockApiClient(
      {
        'GET /me': () => {
          throw new ApiError({ status: 401, message: 'Unauthorised' });
        },
      },
      { bus },
    );
    await expect(orEmpty(api.get('/me'), {})).resolves.toEqual({});
    expect(onNotAuthenticated).toHaveBeenCalledTimes(1);
  });

  it('does not swallow errors that are not ApiErrors', async () => {
    await expect(orEmpty(Promise.reject(new TypeError('bug')), [])).rejects.toThrow('bug');
  });
});
