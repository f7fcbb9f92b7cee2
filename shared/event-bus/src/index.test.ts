import { bus, createEventBus, type PortalEvents } from './index';

describe('createEventBus', () => {
  it('delivers a payload to every handler of that name only', () => {
    const events = createEventBus<PortalEvents>();
    const a = jest.fn();
    const b = jest.fn();
    const other = jest.fn();
    events.on('auth.not-authenticated.v1', a);
    events.on('auth.not-authenticated.v1', b);
    events.on('auth.not-authorised.v1', other);
    events.emit('auth.not-authenticated.v1', { returnTo: '/dashboard' });
    expect(a).toHaveBeenCalledWith({ returnTo: '/dashboard' });
    expect(b).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after the returned unsubscribe is called', () => {
    const events = createEventBus<PortalEvents>();
    const handler = jest.fn();
    const off = events.on('nav.page-view.v1', handler);
    off();
    events.emit('nav.page-view.v1', { path: '/dashboard', search: '' });
    expect(handler).not.toHaveBeenCalled();
    expect(events.listenerCount('nav.page-view.v1')).toBe(0);
  });

  it('delivers a once handler a single time', () => {
    const events = createEventBus<PortalEvents>();
    const handler = jest.fn();
    events.once('auth.signed-in.v1', handler);
    events.emit('auth.signed-in.v1', { userId: 'u1' });
    events.emit('auth.signed-in.v1', { userId: 'u2' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ userId: 'u1' });
  });

  it("keeps delivering when one area's handler throws", () => {
    const events = createEventBus<PortalEvents>();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    events.on('auth.session-timeout.v1', () => {
      throw new Error('broken area');
    });
    events.on('auth.session-timeout.v1', after);
    events.emit('auth.session-timeout.v1', {});
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a handler unsubscribe itself during delivery without skipping the next one', () => {
    const events = createEventBus<PortalEvents>();
    const second = jest.fn();
    const off = events.on('modals.closed.v1', () => off());
    events.on('modals.closed.v1', second);
    events.emit('modals.closed.v1', { id: 'x' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});

it('exports one portal-wide bus', () => {
  const handler = jest.fn();
  const off = bus.on('i18n.language-changed.v1', handler);
  bus.emit('i18n.language-changed.v1', { locale: 'ar-SA', dir: 'rtl' });
  off();
  expect(handler).toHaveBeenCalledWith({ locale: 'ar-SA', dir: 'rtl' });
});
