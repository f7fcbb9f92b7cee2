import { act } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { bus } from '@portal/event-bus';
import { sessionStore } from '@portal/session';
import { afterFirstPage, releaseBootView } from '@portal/ui';
import { makeUser, resetSessionStore } from '@portal/testing';
import { makeServices, renderAt } from '../test/shell-services';
import { usePageChangeEffects } from './page-change';

jest.mock('@portal/realtime', () => ({ realtime: { emitPageView: jest.fn(), connect: jest.fn(), disconnect: jest.fn() }, configureRealtime: jest.fn() }));
const { realtime } = jest.requireMock<{ realtime: { emitPageView: jest.Mock } }>('@portal/realtime');

let go: (path: string) => void = () => undefined;
function Probe() {
  usePageChangeEffects();
  go = useNavigate();
  return null;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// The socket starts once the first page is on screen.
beforeAll(async () => {
  releaseBootView();
  await afterFirstPage();
});

beforeEach(() => {
  resetSessionStore();
  realtime.emitPageView.mockClear();
});

describe('page change effects (spec 1 §4)', () => {
  it('refreshes the token at most once a minute, emits page views on the bus and the socket', async () => {
    sessionStore.getState().setUser(makeUser());
    const services = makeServices({ 'POST /authr/token/refresh': () => ({ success: true, exp: 2_000_000_000 }) });
    const views: unknown[] = [];
    const off = bus.on('nav.page-view.v1', (view) => views.push(view));
    renderAt(<Probe />, '/dashboard', services);
    await flush();
    act(() => go('/catalogue?page=2'));
    await flush();

    expect(views).toEqual([
      { path: '/dashboard', search: '' },
      { path: '/catalogue', search: '?page=2' },
    ]);
    expect(realtime.emitPageView).toHaveBeenLastCalledWith({ path: '/catalogue', search: '?page=2' });
    expect(services.api.calls.filter((call) => call.path === '/authr/token/refresh')).toHaveLength(1);
    off();
  });

  it('refreshes nothing and sends nothing on the socket for a signed-out visitor', async () => {
    const services = makeServices();
    renderAt(<Probe />, '/access/signin', services);
    await flush();
    expect(services.api.calls).toHaveLength(0);
    expect(realtime.emitPageView).not.toHaveBeenCalled();
  });
});
