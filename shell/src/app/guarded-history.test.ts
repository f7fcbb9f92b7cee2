import { createLeaveGuard } from '@portal/ui';
import { createGuardedHashHistory, type GuardedHashHistory, type HistoryUpdate } from './guarded-history';

const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }));

/** Each test's history stops listening after it: one history follows the address, as in the portal. */
const stops: Array<() => void> = [];
const listen = (history: GuardedHashHistory, listener: (update: HistoryUpdate) => void = jest.fn()) => stops.push(history.listen(listener));

describe('guarded hash history', () => {
  beforeEach(() => window.history.replaceState(null, '', '#/start'));
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('pushes at once while no page holds the guard', () => {
    const guard = createLeaveGuard();
    const history = createGuardedHashHistory(guard);
    const listener = jest.fn();
    listen(history, listener);
    history.push('/cpd/list');
    expect(window.location.hash).toBe('#/cpd/list');
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ action: 'PUSH' }));
  });

  it('parks a link (push) while a page holds the guard, and follows it when the user leaves', () => {
    const guard = createLeaveGuard();
    const history = createGuardedHashHistory(guard);
    listen(history);
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
    listen(history);
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
    listen(history, listener);
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

  it('lets a hash typed into the address bar through, and undoes a later back while held', async () => {
    const guard = createLeaveGuard();
    const history = createGuardedHashHistory(guard);
    const listener = jest.fn();
    listen(history, listener);
    history.push('/cpd/list');
    const release = guard.hold();

    // A typed hash is a new entry the history did not write: nothing to undo it to.
    let pop = popped();
    window.location.hash = '#/catalogue';
    await pop;
    expect(listener).toHaveBeenLastCalledWith({ action: 'POP', location: expect.objectContaining({ pathname: '/catalogue' }) });
    expect(guard.isAsking()).toBe(false);

    // The typed entry was numbered, so going back from it is measured, undone and parked.
    listener.mockClear();
    pop = popped();
    window.history.back();
    await pop;
    await popped();
    expect(window.location.hash).toBe('#/catalogue');
    expect(listener).not.toHaveBeenCalled();
    expect(guard.isAsking()).toBe(true);
    guard.stay();
    release();
  });

  it("reads the location's path, search and state from the address and the entry", () => {
    const history = createGuardedHashHistory(createLeaveGuard());
    listen(history);
    history.push({ pathname: '/catalogue/items', search: '?q=ward' }, { from: 'header' });
    expect(window.location.hash).toBe('#/catalogue/items?q=ward');
    expect(history.location).toEqual(expect.objectContaining({ pathname: '/catalogue/items', search: '?q=ward', hash: '', state: { from: 'header' } }));
    expect(history.action).toBe('PUSH');
    history.replace('?q=fire');
    expect(history.location).toEqual(expect.objectContaining({ pathname: '/catalogue/items', search: '?q=fire', state: null }));
    expect(history.action).toBe('REPLACE');
  });
});
