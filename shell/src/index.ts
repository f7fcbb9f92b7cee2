import { preloadArea } from './app/preload-area';

// The signed-in visitor's area starts downloading now, beside the shell's own start-up chunks.
preloadArea();
// Async boundary: shared modules (React, the portal packages) are negotiated with the federation
// runtime before any of them is evaluated. In a task of its own: the federation runtime's start
// and this negotiation are each a long task on a phone when run as one (issue 13).
setTimeout(() => void import('./bootstrap'), 0);
