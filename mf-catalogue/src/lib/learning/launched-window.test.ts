import { LAUNCHED_WINDOW_POLL_MS, watchLaunchedWindow } from './launched-window';

describe('watchLaunchedWindow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('looks every 1000 ms and reports the closing once', () => {
    expect(LAUNCHED_WINDOW_POLL_MS).toBe(1000);
    const launched = { closed: false };
    const onClosed = jest.fn();
    watchLaunchedWindow(launched, onClosed);
    jest.advanceTimersByTime(3000);
    expect(onClosed).not.toHaveBeenCalled();
    launched.closed = true;
    jest.advanceTimersByTime(999);
    expect(onClosed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(5000);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('stops looking when told to', () => {
    const launched = { closed: false };
    const onClosed = jest.fn();
    const stop = watchLaunchedWindow(launched, onClosed);
    stop();
    launched.closed = true;
    jest.advanceTimersByTime(5000);
    expect(onClosed).not.toHaveBeenCalled();
  });
});
