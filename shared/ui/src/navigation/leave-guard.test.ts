import { createLeaveGuard } from './leave-guard';

describe('leave guard', () => {
  it('lets navigation through while nothing holds it', () => {
    const guard = createLeaveGuard();
    const go = jest.fn();
    guard.request(go);
    expect(go).toHaveBeenCalledTimes(1);
    expect(guard.isAsking()).toBe(false);
  });

  it('parks a navigation while held, until the user answers', () => {
    const guard = createLeaveGuard();
    const release = guard.hold();
    const go = jest.fn();
    const listener = jest.fn();
    guard.subscribe(listener);
    guard.request(go);
    expect(go).not.toHaveBeenCalled();
    expect(guard.isAsking()).toBe(true);
    expect(listener).toHaveBeenCalled();

    guard.stay();
    expect(guard.isAsking()).toBe(false);
    expect(go).not.toHaveBeenCalled();

    guard.request(go);
    guard.proceed();
    expect(go).toHaveBeenCalledTimes(1);
    release();
  });

  it('lets the confirmed navigation pass the guard once more on its way, and only once', () => {
    const guard = createLeaveGuard();
    guard.hold();
    const push = jest.fn();
    // A page's own way back asks through the guard and then navigates through the guarded history.
    guard.request(() => guard.request(push));
    guard.proceed();
    expect(push).toHaveBeenCalledTimes(1);
    const next = jest.fn();
    guard.request(next);
    expect(next).not.toHaveBeenCalled();
    expect(guard.isAsking()).toBe(true);
  });

  it('allowNext passes exactly one navigation (a save that navigates away)', () => {
    const guard = createLeaveGuard();
    guard.hold();
    guard.allowNext();
    expect(guard.shouldHold()).toBe(false);
    expect(guard.shouldHold()).toBe(true);
  });

  it('keeps no pass given while nothing held it', () => {
    const guard = createLeaveGuard();
    guard.allowNext();
    guard.hold();
    expect(guard.shouldHold()).toBe(true);
  });

  it('forgets a pass and a parked question when the last holder goes', () => {
    const guard = createLeaveGuard();
    const release = guard.hold();
    guard.request(jest.fn());
    guard.allowNext();
    release();
    release(); // a second release changes nothing
    expect(guard.isAsking()).toBe(false);
    const other = guard.hold();
    expect(guard.shouldHold()).toBe(true);
    other();
    expect(guard.shouldHold()).toBe(false);
  });
});
