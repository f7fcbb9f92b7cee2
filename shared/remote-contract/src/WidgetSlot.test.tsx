import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { createWidgetRegistry, WidgetHostProvider, WidgetSlot, type WidgetHost, type WidgetSource } from './WidgetSlot';
import { slotWidget, type AuthorizedRoles, type RemoteApp, type RemoteWidget } from './index';
import type { CommentThreadProps } from './widget-slots';

const widget = (id: string, extra: Partial<RemoteWidget> = {}): RemoteWidget => ({
  slot: 'dashboard.main',
  slotVersion: 1,
  id,
  Component: () => <section aria-label={id}>{id}</section>,
  ...extra,
});

const app = (id: string, widgets: RemoteWidget[]): RemoteApp => ({ id, routes: [], widgets });
const source = (answer: RemoteApp | undefined | Error): WidgetSource & { load: jest.Mock } => ({
  id: answer instanceof Error || !answer ? 'broken' : answer.id,
  load: jest.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer))),
});

const everyone = () => true;

function renderSlot(sources: WidgetSource[], isAuthorised: (roles: AuthorizedRoles) => boolean = everyone, version = 1) {
  const host: WidgetHost = { registry: createWidgetRegistry(sources), isAuthorised };
  return render(
    <WidgetHostProvider host={host}>
      <main>
        <h1>Dashboard</h1>
        <WidgetSlot name="dashboard.main" version={version} />
      </main>
    </WidgetHostProvider>,
  );
}

/** The names of the widgets shown, in document order. */
const shown = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('WidgetSlot', () => {
  it('renders the widgets of every remote for its slot: by order, then manifest order, then declaration order', async () => {
    renderSlot([
      source(app('catalogue', [widget('featured'), widget('recommended'), widget('late', { order: 10 })])),
      source(app('cpd', [widget('cpd-chart'), widget('first', { order: -1 })])),
    ]);
    await screen.findByRole('region', { name: 'featured' });
    expect(shown()).toEqual(['first', 'featured', 'recommended', 'cpd-chart', 'late']);
  });

  it("leaves out widgets of another slot (a later slot's name typed as a cast stands in for it)", async () => {
    renderSlot([source(app('catalogue', [widget('elsewhere', { slot: 'team.main' as RemoteWidget['slot'] }), widget('here')]))]);
    await screen.findByRole('region', { name: 'here' });
    expect(shown()).toEqual(['here']);
  });

  it('shows each widget only to users its authorizedRoles admit', async () => {
    const roles: string[] = ['Learner'];
    renderSlot(
      [source(app('team', [widget('for-leaders', { authorizedRoles: ['TeamLeader'] }), widget('for-all', { authorizedRoles: '*' }), widget('public')]))],
      (wanted) => wanted === undefined || wanted === '*' || wanted.some((role) => roles.includes(role)),
    );
    await screen.findByRole('region', { name: 'for-all' });
    expect(shown()).toEqual(['for-all', 'public']);
  });

  it('ignores a widget written for another slot version, with a console warning naming it', async () => {
    renderSlot([source(app('catalogue', [widget('old', { slotVersion: 0 }), widget('current')]))]);
    await screen.findByRole('region', { name: 'current' });
    expect(shown()).toEqual(['current']);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('catalogue/old is written for dashboard.main v0, this page hosts v1'));
  });

  it('shows nothing of a remote that fails to load (rejected, or answered as unavailable); the others still render', async () => {
    const failing = source(new Error('remoteEntry.js 404'));
    const unavailable = source(undefined);
    renderSlot([failing, source(app('catalogue', [widget('featured')])), unavailable, source(app('cpd', [widget('cpd-chart')]))]);
    await screen.findByRole('region', { name: 'cpd-chart' });
    expect(shown()).toEqual(['featured', 'cpd-chart']);
    expect(failing.load).toHaveBeenCalledTimes(1);
    expect(unavailable.load).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('remote "broken" could not be loaded'), expect.any(Error));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('remote "broken" is unavailable'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('leaves out a widget that throws while rendering; the slot and the page stay', async () => {
    const Throws = () => {
      throw new Error('boom');
    };
    renderSlot([source(app('catalogue', [widget('broken', { Component: Throws }), widget('fine')]))]);
    await screen.findByRole('region', { name: 'fine' });
    expect(shown()).toEqual(['fine']);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('catalogue/broken failed while rendering'), expect.any(Error), expect.any(String));
  });

  it('renders nothing, not even a wrapper, without a host or without widgets', async () => {
    const { container } = render(<WidgetSlot name="dashboard.main" version={1} />);
    expect(container).toBeEmptyDOMElement();
    const empty = source(app('catalogue', []));
    const { container: hosted } = renderSlot([empty]);
    await act(() => empty.load.mock.results[0]?.value);
    expect(within(hosted).queryByRole('region')).not.toBeInTheDocument();
    expect(hosted.querySelector('[data-slot]')).toBeNull();
  });

  it("shows the host page's empty state only once every remote has answered and none contributes", async () => {
    let answer: (app: RemoteApp) => void = () => undefined;
    const slow: WidgetSource = { id: 'slow', load: () => new Promise<RemoteApp>((resolve) => (answer = resolve)) };
    const host: WidgetHost = { registry: createWidgetRegistry([source(new Error('offline')), slow]), isAuthorised: everyone };
    render(
      <WidgetHostProvider host={host}>
        <WidgetSlot name="account.history" version={1} empty={<p>Nothing here</p>} />
      </WidgetHostProvider>,
    );
    await act(() => Promise.resolve());
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
    await act(async () => answer(app('slow', [widget('elsewhere')])));
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(render(<WidgetSlot name="account.history" version={1} empty={<p>No host</p>} />).getByText('No host')).toBeInTheDocument();
  });
});

describe('WidgetSlot with props', () => {
  it("passes the host's props to the slot's widgets (comments.thread v1)", async () => {
    const Thread = ({ topicRef, topicLabel, topicData, readOnly }: CommentThreadProps) => (
      <section aria-label={topicLabel}>
        {topicRef} {topicData} {readOnly ? 'read-only' : 'open'}
      </section>
    );
    const thread = slotWidget({ slot: 'comments.thread', slotVersion: 1, id: 'thread', Component: Thread });
    const host: WidgetHost = { registry: createWidgetRegistry([source(app('dashboard', [thread]))]), isAuthorised: everyone };
    const { rerender } = render(
      <WidgetHostProvider host={host}>
        <WidgetSlot name="comments.thread" version={1} props={{ topicRef: 't1:u1', topicLabel: 'Reflective account', topicData: 'task' }} />
      </WidgetHostProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Reflective account' })).toHaveTextContent('t1:u1 task open');
    rerender(
      <WidgetHostProvider host={host}>
        <WidgetSlot name="comments.thread" version={1} props={{ topicRef: 't2:u1', topicLabel: 'Other', topicData: 'ELA', readOnly: true }} />
      </WidgetHostProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Other' })).toHaveTextContent('t2:u1 ELA read-only');
  });
});

describe('createWidgetRegistry', () => {
  it('loads nothing until a slot asks, each source once, and a failed one again on the next request', async () => {
    const catalogue = source(app('catalogue', [widget('featured')]));
    const failing = source(new Error('offline'));
    const registry = createWidgetRegistry([catalogue, failing]);
    expect(catalogue.load).not.toHaveBeenCalled();
    expect(registry.settled()).toBe(false);

    const changes = jest.fn();
    registry.subscribe(changes);
    registry.request();
    registry.request();
    await act(() => catalogue.load.mock.results[0]?.value);
    await failing.load.mock.results[0]?.value.catch(() => undefined);
    expect(catalogue.load).toHaveBeenCalledTimes(1);
    expect(failing.load).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(registry.settled()).toBe(true);
    const widgets = registry.widgets('dashboard.main');
    expect(widgets.map(({ remoteId, widget: { id } }) => `${remoteId}/${id}`)).toEqual(['catalogue/featured']);
    expect(registry.widgets('dashboard.main')).toBe(widgets);

    registry.request();
    expect(catalogue.load).toHaveBeenCalledTimes(1);
    expect(failing.load).toHaveBeenCalledTimes(2);
  });
});
