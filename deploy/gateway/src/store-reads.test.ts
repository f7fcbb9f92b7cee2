import { boundedRead, StoreReadTimeoutError } from './store-reads';

/** A read the test answers by hand, counting how many were started. */
function controlledRead() {
  const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const read = jest.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { read, pending };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a bounded read of the release store', () => {
  it('answers a read that does not come back within the time-out with the last value, and keeps the late answer for next time', async () => {
    const { read, pending } = controlledRead();
    const tenant = boundedRead((key) => key, read, { timeoutMs: 1000 });
    const first = tenant('demo');
    pending[0]!.resolve('v1');
    expect(await first).toEqual({ value: 'v1', lastKnownGood: false });

    const second = tenant('demo');
    await jest.advanceTimersByTimeAsync(1000);
    expect(await second).toEqual({ value: 'v1', lastKnownGood: true, error: new StoreReadTimeoutError('demo', 1000) });

    // The slow read comes back later: its answer is the next one's last-known-good.
    pending[1]!.resolve('v2');
    const third = tenant('demo');
    await jest.advanceTimersByTimeAsync(1000);
    expect((await third).value).toBe('v2');
  });

  it('starts one read per key at a time: requests while it hangs wait for it instead of starting more', async () => {
    const { read, pending } = controlledRead();
    const tenant = boundedRead((key) => key, read, { timeoutMs: 1000 });
    const answers = Array.from({ length: 10 }, () => tenant('demo').catch((error: Error) => error));
    await jest.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(1);
    for (const answer of await Promise.all(answers)) expect(answer).toEqual(new StoreReadTimeoutError('demo', 1000));
    // Another key is read on its own.
    void tenant('acme');
    expect(read).toHaveBeenCalledTimes(2);
    pending[0]!.resolve('late');
    await jest.advanceTimersByTimeAsync(0);
    void tenant('demo');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('fails without a value read before, and passes on an answer given on purpose without the last value', async () => {
    const onPurpose = new Error('unknown tenant');
    const values = ['v1'];
    const tenant = boundedRead(
      (key) => key,
      jest.fn(async () => {
        const value = values.shift();
        if (!value) throw onPurpose;
        return value;
      }),
      { timeoutMs: 1000, isAnswer: (error) => error === onPurpose },
    );
    await expect(
      boundedRead(
        (key) => key,
        () => Promise.reject(new Error('EACCES')),
        { timeoutMs: 1000 },
      )('x'),
    ).rejects.toThrow('EACCES');
    expect((await tenant('demo')).value).toBe('v1');
    await expect(tenant('demo')).rejects.toBe(onPurpose);
  });
});
