import { io, type Socket } from 'socket.io-client';
import { PAGE_VIEW_EVENT, type PageView } from '@portal/contracts/realtime';

/** The gateway serves socket.io here (same origin as the portal). */
export const DEFAULT_SOCKET_PATH = '/socket.io/';

export interface RealtimeOptions {
  /** Server URL; the page's own origin when left out. */
  url?: string;
  path?: string;
  /** Handshake query, for example { tenant } so the gateway puts the socket in the tenant's room. */
  query?: Record<string, string>;
}

export interface Realtime {
  readonly socket: Socket;
  connect(): void;
  disconnect(): void;
  /**
   * Sends 'page-view' {path, search} when connected and DROPS it otherwise. socket.io would buffer
   * emits made while disconnected and replay them on reconnect; replayed page views arrive with
   * the wrong timing, and a socket that never connects would buffer without bound.
   */
  emitPageView(payload: PageView): void;
}

/** Spec 1 §7: "a live socket connection is set up without auto-connect"; the shell connects it. */
export function createRealtime({ url, path = DEFAULT_SOCKET_PATH, query }: RealtimeOptions = {}): Realtime {
  // WebSocket first: it needs no sticky sessions, so any replica (or cluster worker) can take the
  // socket; long-polling only where a proxy refuses WebSockets (then the balancer must be sticky).
  const options = { autoConnect: false, withCredentials: true, path, query, transports: ['websocket', 'polling'], tryAllTransports: true };
  const socket = url ? io(url, options) : io(options);
  return {
    socket,
    connect: () => void socket.connect(),
    disconnect: () => void socket.disconnect(),
    emitPageView(payload) {
      if (socket.connected) socket.emit(PAGE_VIEW_EVENT, payload);
    },
  };
}

let instance: Realtime | undefined;
let portalOptions: RealtimeOptions = {};

function portalRealtime(): Realtime {
  instance ??= createRealtime(portalOptions);
  return instance;
}

/**
 * Options for the portal-wide socket (call before connecting). A socket already made is
 * disconnected and made again with the new options on next use.
 */
export function configureRealtime(options: RealtimeOptions): void {
  portalOptions = options;
  instance?.disconnect();
  instance = undefined;
}

/**
 * The portal-wide connection, made on first use so that importing this package opens nothing.
 * Page views before the socket exists are dropped like any made while disconnected.
 */
export const realtime: Realtime = {
  get socket() {
    return portalRealtime().socket;
  },
  connect: () => portalRealtime().connect(),
  disconnect: () => instance?.disconnect(),
  emitPageView: (payload) => instance?.emitPageView(payload),
};
