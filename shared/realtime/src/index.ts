export { configureRealtime, createRealtime, realtime, DEFAULT_SOCKET_PATH, type Realtime, type RealtimeOptions } from './realtime';
export type { PageView } from '@portal/contracts/realtime';
