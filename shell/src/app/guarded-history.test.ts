import { createLeaveGuard } from '@portal/ui';
import { createGuardedHashHistory } from './guarded-history';

const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }));

describe('guarded hash history', () => {
  beforeEach(() => window.history.replaceState(null, '', '#/start'));

  it('pushes at once while no page holds the guard', () => {
    const guard = createLeaveGuard();
    const history = createGuardedHashHistory(guard);
    const listener = jest.fn();
    history.listen(listener);
    history.push('/cpd/list');
    expect(window.location.hash).toBe('#/cpd/list');
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ action: 'PUSH' }));
  });

  it('parks a link (push) while a page holds the guard, and follows it when the user leaves', () => {
    const guard = createLeaveGuard();
    const history = createGuardedHashHistory(guard);
    history.listen(jest.fn());
    history.push('/cpd/item');
    const release = guard.hold();
    history.push('/dashboard');
    expect(window.location.hash).toBe('#/cpd/item');
    expect(guard.isAsking()).toBe(true);
    guard.proceed();
    expect(window.location.hash).toBe('#/dashboard');
    release();
  });

  it('drops a parked replace when the user stays', () => {
    const guard = createLeaveGuard();
    const history = createGuardedHashHistory(guard);
    history.listen(jest.fn());
    history.push('/cpd/item');
    const release = guard.hold();
    history.replace('/catalogue');
    guard.stay();
    expect(window.location.hash).toBe('#/cpd/item');
    release();
  });

  it("undoes the browser's back while held and redoes it when the user leaves", async () => {
    const guard = createLeaveGuard();
    const history = createGuardedHashHistory(guard);
    const listener = jest.fn();
    history.listen(listener);
    history.push('/cpd/list');
    history.push('/cpd/item');
    listener.mockClear();
    const release = guard.hold();

    let pop = popped();
    window.history.back();
    await pop;
    // The address is put back: jsdom fires a second popstate for the undo.
    await popped();
    expect(window.location.hash).toBe('#/cpd/item');
    expect(listener).not.toHaveBeenCalled();
    expect(guard.isAsking()).toBe(true);

    pop = popped();
    guard.proceed();
    await pop;
    expect(window.location.hash).toBe('#/cpd/list');
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ action: 'POP' }));
    release();
  });
});
