import { createEventBus, type PortalEvents } from '@portal/event-bus';
import { createModalService, ModalError } from './modal-service';

const Template = () => null;

function setup() {
  const bus = createEventBus<PortalEvents>();
  const events: Array<[string, unknown]> = [];
  bus.on('modals.opened.v1', (payload) => events.push(['opened', payload]));
  bus.on('modals.closed.v1', (payload) => events.push(['closed', payload]));
  return { ...createModalService(bus), events };
}

describe('modal service (spec 1 §4)', () => {
  it('rejects a modal without an id', async () => {
    const { modals } = setup();
    const opening = modals.open({ id: '', template: Template });
    await expect(opening).rejects.toBeInstanceOf(ModalError);
    await expect(opening).rejects.toThrow('A modal needs an id.');
  });

  it('rejects a modal with neither template nor templateUrl', async () => {
    const { modals } = setup();
    await expect(modals.open({ id: 'video' })).rejects.toThrow(new ModalError('Modal "video" needs a template or a templateUrl.'));
  });

  it('rejects opening a modal whose id is already open', async () => {
    const { modals, store } = setup();
    void modals.open({ id: 'support', template: Template });
    await expect(modals.open({ id: 'support', templateUrl: '/x.html' })).rejects.toThrow('Modal "support" is already open; the request was rejected.');
    expect(store.getState().modals).toHaveLength(1);
  });

  it('applies the defaults: closes on backdrop, no top close button, size md', () => {
    const { modals, store } = setup();
    void modals.open({ id: 'generic', template: Template });
    expect(store.getState().modals[0]).toMatchObject({ id: 'generic', closeOnBackdrop: true, showClose: false, size: 'md', props: {} });
  });

  it('keeps the given options', () => {
    const { modals, store } = setup();
    void modals.open({ id: 'audio', templateUrl: '/audio.html', showClose: true, closeOnBackdrop: false, size: 'lg', title: 'Audio', props: { src: 'a.mp3' } });
    expect(store.getState().modals[0]).toMatchObject({ templateUrl: '/audio.html', showClose: true, closeOnBackdrop: false, size: 'lg', title: 'Audio', props: { src: 'a.mp3' } });
  });

  it('resolves with the close result, removes the modal and emits opened and closed', async () => {
    const { modals, store, events } = setup();
    const result = modals.open<string>({ id: 'confirm', template: Template });
    modals.close('confirm', 'yes');
    await expect(result).resolves.toBe('yes');
    expect(store.getState().modals).toEqual([]);
    expect(events).toEqual([
      ['opened', { id: 'confirm' }],
      ['closed', { id: 'confirm', result: 'yes' }],
    ]);
    void modals.open({ id: 'confirm', template: Template });
    expect(store.getState().modals.map((modal) => modal.id)).toEqual(['confirm']);
  });

  it('closing an unknown id does nothing', () => {
    const { modals, events } = setup();
    modals.close('nope');
    expect(events).toEqual([]);
  });

  it('dismissAll resolves every open modal with undefined, newest first', async () => {
    const { modals, store, events } = setup();
    const first = modals.open({ id: 'a', template: Template });
    const second = modals.open({ id: 'b', template: Template });
    modals.dismissAll();
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    expect(store.getState().modals).toEqual([]);
    expect(events.filter(([name]) => name === 'closed')).toEqual([
      ['closed', { id: 'b', result: undefined }],
      ['closed', { id: 'a', result: undefined }],
    ]);
  });
});
