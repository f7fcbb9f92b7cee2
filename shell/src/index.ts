import { afterFirstFrame, placeFirstView } from './app/first-view';
import { preloadArea } from './app/preload-area';

// Async boundary: shared modules (React, the portal packages) are negotiated with the federation
// runtime before any of them is evaluated. In a task of its own: the federation runtime's start
// and this negotiation are each a long task on a phone when run as one (issue 13).
const start = () => {
  // The signed-in visitor's area starts downloading now, beside the shell's own start-up chunks.
  preloadArea();
  setTimeout(() => void import('./bootstrap'), 0);
};

// A signed-in visitor's landing screen, from the page. When there is one, it is painted before the
// rest starts, a frame later (or, in a background tab that gets no frames, shortly anyway).
if (placeFirstView()) afterFirstFrame(start);
else start();
