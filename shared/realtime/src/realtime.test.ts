import { io } from 'socket.io-client';
import { configureRealtime, createRealtime, realtime } from './realtime';

/** WebSocket first, long-polling only where WebSockets are refused: any replica can take the socket (docs/DEPLOYMENT.md). */
const TRANSPORTS = { transports: ['websocket', 'polling'], tryAllTransports: true };

interface FakeSocket {
  connected: boolean;
  emit: jest.Mock;
  connect: jest.Mock<FakeSocket>;
  disconnect: jest.Mock<FakeSocket>;
}

jest.mock('socket.io-client', () => ({
  io: jest.fn(() => {
    const socket: FakeSocket = {
      connected: false,
      emit: jest.fn(),
      connect: jest.fn(() => {
        socket.connected = true;
        return socket;
      }),
      disconnect: jest.fn(() => {
        socket.connected = false;
        return socket;
      }),
    };
    return socket;
  }),
}));

const ioMock = jest.mocked(io);

beforeEach(() => ioMock.mockClear());

describe('createRealtime', () => {
  it('creates the socket without auto-connect, with credentials, on the gateway path', () => {
    createRealtime();
    expect(ioMock).toHaveBeenCalledWith({ autoConnect: false, withCredentials: true, ...TRANSPORTS, path: '/socket.io/', query: undefined });
  });

  it('passes a url, path and handshake query when given', () => {
    createRealtime({ url: 'https://portal.example', path: '/rt/', query: { tenant: 'acme' } });
    expect(ioMock).toHaveBeenCalledWith('https://portal.example', { autoConnect: false, withCredentials: true, ...TRANSPORTS, path: '/rt/', query: { tenant: 'acme' } });
  });

  it("emits 'page-view' with the payload once connected and drops it before", () => {
    const rt = createRealtime();
    rt.emitPageView({ path: '/dashboard', search: '' });
    expect(rt.socket.emit).not.toHaveBeenCalled();
    rt.connect();
    rt.emitPageView({ path: '/catalogue/items', search: '?q=fire' });
    expect(rt.socket.emit).toHaveBeenCalledTimes(1);
    expect(rt.socket.emit).toHaveBeenCalledWith('page-view', { path: '/catalogue/items', search: '?q=fire' });
    rt.disconnect();
    rt.emitPageView({ path: '/calendar', search: '' });
    expect(rt.socket.emit).toHaveBeenCalledTimes(1);
  });
});

describe('realtime (portal-wide)', () => {
  it('opens nothing until first used, then reuses one socket', () => {
    realtime.emitPageView({ path: '/dashboard', search: '' });
    realtime.disconnect();
    expect(ioMock).not.toHaveBeenCalled();
    realtime.connect();
    realtime.emitPageView({ path: '/dashboard', search: '' });
    expect(ioMock).toHaveBeenCalledTimes(1);
    expect(realtime.socket.emit).toHaveBeenCalledWith('page-view', { path: '/dashboard', search: '' });
  });

  it('configureRealtime replaces the socket with one made with the new options', () => {
    const before = realtime.socket;
    configureRealtime({ query: { tenant: 'acme' } });
    expect(before.disconnect).toHaveBeenCalled();
    const after = realtime.socket;
    expect(after).not.toBe(before);
    expect(ioMock).toHaveBeenLastCalledWith({ autoConnect: false, withCredentials: true, ...TRANSPORTS, path: '/socket.io/', query: { tenant: 'acme' } });
  });
});
