import { createEventBus, type PortalEvents } from '@portal/event-bus';
import { createMessageCentre, normaliseMessageType, visibleMessages } from './message-centre';

function setup() {
  const bus = createEventBus<PortalEvents>();
  const added: string[] = [];
  bus.on('messages.added.v1', ({ id }) => added.push(id));
  const { store, messages } = createMessageCentre(bus);
  const visible = () => visibleMessages(store.getState()).map((m) => m.message);
  const all = () => store.getState().messages.map((m) => `${m.message}:${m.status}`);
  return { store, messages, added, visible, all };
}

afterEach(() => jest.useRealTimers());

describe('message lifecycle (spec 1 §4)', () => {
  it("shows an 'unseen' message at once and removes it at the next route change", () => {
    const { messages, visible, all } = setup();
    messages.add({ type: 'info', message: 'Saved' });
    expect(visible()).toEqual(['Saved']);
    messages.routeChanged();
    expect(all()).toEqual([]);
  });

  it("hides a 'next' message until the next route change, then shows it until the one after", () => {
    const { messages, visible, all } = setup();
    messages.success('Approval delegate added successfully', { status: 'next' });
    expect(visible()).toEqual([]);
    expect(all()).toEqual(['Approval delegate added successfully:next']);
    messages.routeChanged();
    expect(visible()).toEqual(['Approval delegate added successfully']);
    expect(all()).toEqual(['Approval delegate added successfully:unseen']);
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
    messages.info('c', { status: 'permanent' });
    messages.routeChanged();
    expect(all()).toEqual(['b:unseen', 'c:permanent']);
  });

  it('closes a message with a timeout after that many ms, whatever its status', () => {
    jest.useFakeTimers();
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
    jest.useFakeTimers();
    const { messages } = setup();
    const id = messages.info('x', { timeout: 1000 });
    messages.remove(id);
    expect(jest.getTimerCount()).toBe(0);
    messages.info('y', { timeout: 1000 });
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
    messages.add({ type: 'success', html: '<b>Done</b>' });
    messages.info('i');
    messages.warning('w');
    messages.error('e');
    messages.success('s');
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
