import { createEventBus, type PortalEvents } from '@portal/event-bus';
import { AUTO_CLOSE_MS, createMessageCentre, MAX_VISIBLE_MESSAGES, NAVIGATION_GRACE_MS, normaliseMessageType, visibleMessages } from './message-centre';

function setup() {
  const bus = createEventBus<PortalEvents>();
  const added: string[] = [];
  bus.on('messages.added.v1', ({ id }) => added.push(id));
  const { store, messages } = createMessageCentre(bus);
  const visible = () => visibleMessages(store.getState()).map((m) => m.message);
  const all = () => store.getState().messages.map((m) => `${m.message}:${m.status}`);
  return { store, messages, added, visible, all };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The user reads the page a while before the next change of page. */
const later = () => jest.advanceTimersByTime(NAVIGATION_GRACE_MS);

describe('message lifecycle (spec 1 §4)', () => {
  it("shows an 'unseen' message at once and removes it at the next route change once it has been seen", () => {
    const { messages, visible, all } = setup();
    messages.add({ type: 'warning', message: 'Saved' });
    expect(visible()).toEqual(['Saved']);
    later();
    messages.routeChanged();
    expect(all()).toEqual([]);
  });

  it('keeps a message raised just before a navigation (and its redirects) for the page navigated to', () => {
    const { messages, visible } = setup();
    messages.success('Saved as draft');
    messages.error('Removed Successfully!');
    // The save's navigation, then a redirect of the page it lands on.
    jest.advanceTimersByTime(200);
    messages.routeChanged();
    jest.advanceTimersByTime(200);
    messages.routeChanged();
    expect(visible()).toEqual(['Saved as draft', 'Removed Successfully!']);
    // Seen on that page, the next change of page removes it.
    later();
    messages.routeChanged();
    expect(visible()).toEqual([]);
  });

  it("hides a 'next' message until the next route change, then shows it until the one after", () => {
    const { messages, visible, all } = setup();
    messages.success('Approval delegate added successfully', { status: 'next' });
    expect(visible()).toEqual([]);
    expect(all()).toEqual(['Approval delegate added successfully:next']);
    later();
    messages.routeChanged();
    expect(visible()).toEqual(['Approval delegate added successfully']);
    expect(all()).toEqual(['Approval delegate added successfully:unseen']);
    later();
    messages.routeChanged();
    expect(all()).toEqual([]);
  });

  it("never removes a 'permanent' message on route changes, only when closed", () => {
    const { messages, visible } = setup();
    const id = messages.warning('Maintenance tonight', { status: 'permanent' });
    messages.routeChanged();
    messages.routeChanged();
    messages.routeChanged();
    expect(visible()).toEqual(['Maintenance tonight']);
    messages.remove(id);
    expect(visible()).toEqual([]);
  });

  it('handles each status in one route change', () => {
    const { messages, all } = setup();
    messages.info('a');
    messages.info('b', { status: 'next' });
    messages.info('c', { status: 'permanent', timeout: 0 });
    later();
    messages.routeChanged();
    expect(all()).toEqual(['b:unseen', 'c:permanent']);
  });

  it('replaces a message still listed when the same words come again, rather than showing a copy', () => {
    const { messages, all } = setup();
    messages.error('This CPD journal could not be opened.', { status: 'next' });
    messages.routeChanged();
    messages.error('This CPD journal could not be opened.', { status: 'next' });
    messages.routeChanged();
    expect(all()).toEqual(['This CPD journal could not be opened.:unseen']);
    messages.clear();
    messages.info('Kept', { status: 'permanent' });
    messages.info('Kept', { status: 'permanent' });
    // Other words, or the same words as another type, are other messages.
    messages.info('Saved');
    messages.error('Saved');
    expect(all()).toEqual(['Kept:permanent', 'Saved:unseen', 'Saved:unseen']);
  });

  it('closes a message with a timeout after that many ms, whatever its status', () => {
    const { messages, all } = setup();
    messages.info('soon', { timeout: 3000 });
    messages.info('kept', { status: 'permanent', timeout: 5000 });
    jest.advanceTimersByTime(2999);
    expect(all()).toEqual(['soon:unseen', 'kept:permanent']);
    jest.advanceTimersByTime(1);
    expect(all()).toEqual(['kept:permanent']);
    jest.advanceTimersByTime(2000);
    expect(all()).toEqual([]);
  });

  it('stops the timer of a message removed earlier', () => {
    const { messages } = setup();
    const id = messages.info('x', { timeout: 10_000 });
    messages.remove(id);
    expect(jest.getTimerCount()).toBe(0);
    messages.info('y', { timeout: 10_000 });
    later();
    messages.routeChanged();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('clear() removes everything, permanent included', () => {
    const { messages, all } = setup();
    messages.info('a', { status: 'permanent' });
    messages.info('b', { status: 'next' });
    messages.clear();
    expect(all()).toEqual([]);
  });
});

describe('toasts (success closes by itself, errors stay, at most three)', () => {
  it('closes success and info messages by themselves; errors and warnings stay until closed', () => {
    const { messages, visible } = setup();
    messages.success('Saved');
    messages.info('Note');
    messages.error('Failed');
    messages.warning('Careful');
    jest.advanceTimersByTime(AUTO_CLOSE_MS - 1);
    expect(visible()).toEqual(['Note', 'Failed', 'Careful']);
    jest.advanceTimersByTime(1);
    expect(visible()).toEqual(['Failed', 'Careful']);
    jest.advanceTimersByTime(60_000);
    expect(visible()).toEqual(['Failed', 'Careful']);
  });

  it("counts a 'next' message's time from when it is shown", () => {
    const { messages, visible } = setup();
    messages.success('Delegate added', { status: 'next' });
    jest.advanceTimersByTime(AUTO_CLOSE_MS * 2);
    messages.routeChanged();
    expect(visible()).toEqual(['Delegate added']);
    jest.advanceTimersByTime(AUTO_CLOSE_MS);
    expect(visible()).toEqual([]);
  });

  it('pauses the countdown while held (pointer over it, focus in it) and resumes with the time it had left', () => {
    const { messages, visible } = setup();
    const id = messages.success('Saved');
    jest.advanceTimersByTime(AUTO_CLOSE_MS - 1_000);
    messages.hold(id);
    messages.hold(id);
    jest.advanceTimersByTime(60_000);
    expect(visible()).toEqual(['Saved']);
    messages.release(id);
    jest.advanceTimersByTime(60_000);
    expect(visible()).toEqual(['Saved']);
    messages.release(id);
    jest.advanceTimersByTime(999);
    expect(visible()).toEqual(['Saved']);
    jest.advanceTimersByTime(1);
    expect(visible()).toEqual([]);
  });

  it('shows at most three: a fourth closes the oldest success or info first', () => {
    const { messages, visible } = setup();
    messages.success('one');
    messages.error('two');
    messages.info('three');
    messages.warning('four');
    expect(MAX_VISIBLE_MESSAGES).toBe(3);
    expect(visible()).toEqual(['two', 'three', 'four']);
    messages.success('five');
    expect(visible()).toEqual(['two', 'four', 'five']);
    expect(jest.getTimerCount()).toBe(1);
  });

  it('never closes an error to make room: the newest three show, an older one shows when one is closed', () => {
    const { messages, visible, all } = setup();
    const first = messages.error('e1');
    messages.error('e2');
    messages.error('e3');
    const fourth = messages.error('e4');
    expect(visible()).toEqual(['e2', 'e3', 'e4']);
    expect(all()).toHaveLength(4);
    messages.remove(fourth);
    expect(visible()).toEqual(['e1', 'e2', 'e3']);
    messages.remove(first);
    expect(visible()).toEqual(['e2', 'e3']);
  });
});

describe('adding messages', () => {
  it('returns distinct ids and emits messages.added.v1 with each', () => {
    const { messages, added } = setup();
    const first = messages.add({ type: 'info', message: 'one' });
    const second = messages.error('two');
    expect(first).not.toBe(second);
    expect(added).toEqual([first, second]);
  });

  it('keeps html apart from text, and the shortcuts set the type', () => {
    const { messages, store } = setup();
    // Permanent: five at once, none closed to make room.
    messages.add({ type: 'success', html: '<b>Done</b>', status: 'permanent' });
    messages.info('i', { status: 'permanent' });
    messages.warning('w', { status: 'permanent' });
    messages.error('e', { status: 'permanent' });
    messages.success('s', { status: 'permanent' });
    expect(store.getState().messages.map(({ type, message, html }) => ({ type, message, html }))).toEqual([
      { type: 'success', message: undefined, html: '<b>Done</b>' },
      { type: 'info', message: 'i', html: undefined },
      { type: 'warning', message: 'w', html: undefined },
      { type: 'error', message: 'e', html: undefined },
      { type: 'success', message: 's', html: undefined },
    ]);
  });

  it('treats any other type as error', () => {
    const { messages, store } = setup();
    messages.add({ type: 'danger', message: 'x' });
    expect(store.getState().messages[0]?.type).toBe('error');
    expect(normaliseMessageType('info')).toBe('info');
    expect(normaliseMessageType('warning')).toBe('warning');
    expect(normaliseMessageType('success')).toBe('success');
    expect(normaliseMessageType('error')).toBe('error');
    expect(normaliseMessageType('Info')).toBe('error');
    expect(normaliseMessageType('')).toBe('error');
  });
});
