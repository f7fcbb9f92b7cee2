/**
 * Gives the main thread back: what follows the await runs in a task of its own, after any input and
 * paint that were waiting. Start-up work chained as promises runs as one task however long it is;
 * on a phone that blocked the page for a third of a second (the blocking-time budget, decision 0012).
 */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The longest wait for a frame: a page hidden meanwhile paints none, and what waits must still run. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the next frame has been painted (a task after the frame's animation callbacks), or
 * after FRAME_WAIT_MS. An interaction's own feedback then reaches the screen before heavy work it
 * starts: the Interaction to Next Paint measures the handler and that first paint, not what follows.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const done = () => resolve();
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(done, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, FRAME_WAIT_MS);
  });
