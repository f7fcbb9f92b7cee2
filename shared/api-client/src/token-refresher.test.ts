import { createMockApiClient } from './mock-client';
import { createTokenRefresher } from './token-refresher';

function setup() {
  let clock = 1_000_000;
  let exp = 0;
  const api = createMockApiClient({
    'POST /authr/token/refresh': ({ expiresIn }: { expiresIn: number }) => ({ success: true, exp: (exp += expiresIn) }),
  });
  const refresher = createTokenRefresher(api, () => clock);
  return { api, refresher, tick: (ms: number) => (clock += ms) };
}

describe('createTokenRefresher', () => {
  it('POSTs /authr/token/refresh with the default 20 minutes (1200 s)', async () => {
    const { api, refresher } = setup();
    await expect(refresher.refresh()).resolves.toEqual({ success: true, exp: 1200 });
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/authr/token/refresh', body: { expiresIn: 1200 } })]);
  });

  it('is memoised for one minute: no request at 59 s, a new one at 61 s', async () => {
    const { api, refresher, tick } = setup();
    const first = refresher.refresh();
    tick(59_000);
    expect(refresher.refresh()).toBe(first);
    await first;
    expect(api.calls).toHaveLength(1);
    tick(2_000);
    await expect(refresher.refresh()).resolves.toEqual({ success: true, exp: 2400 });
    expect(api.calls).toHaveLength(2);
  });

  it('forgets a failed refresh so the next call tries again', async () => {
    let fail = true;
    const api = createMockApiClient({
      'POST /authr/token/refresh': () => {
        if (fail) throw new Error('down');
        return { success: true };
      },
    });
    const refresher = createTokenRefresher(api, () => 0);
    await expect(refresher.refresh()).rejects.toMatchObject({ status: 500 });
    fail = false;
    await expect(refresher.refresh(600)).resolves.toEqual({ success: true });
    expect(api.calls.map((call) => call.body)).toEqual([{ expiresIn: 1200 }, { expiresIn: 600 }]);
  });

  it('reset() drops the memo', async () => {
    const { api, refresher } = setup();
    await refresher.refresh();
    refresher.reset();
    await refresher.refresh();
    expect(api.calls).toHaveLength(2);
  });
});
