import { wait } from '../index';

describe('wait', () => {
  it('settles after the time given, not before', async () => {
    jest.useFakeTimers();
    try {
      const settled = jest.fn();
      void wait(1000).then(settled);
      await jest.advanceTimersByTimeAsync(999);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
