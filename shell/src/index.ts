import { preloadArea } from './app/preload-area';
import { yieldToMain } from './lib/yield-to-main';

// A signed-in visitor's landing screen is on screen already: the page placed it while it was parsed
// (deploy/gateway first-view-script.ts), and the shell keeps it until the area renders.

// The signed-in visitor's area starts downloading now, beside the shell's own start-up chunks.
preloadArea();

// Async boundary: shared modules (React, the portal packages) are negotiated with the federation
// runtime before any of them is evaluated. In a task of its own: the federation runtime's start
// and this negotiation are each a long task on a phone when run as one.
void yieldToMain().then(() => import('./bootstrap'));
