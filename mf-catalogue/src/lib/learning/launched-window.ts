/** How often a launched content window is looked at to see whether the learner closed it. */
export const LAUNCHED_WINDOW_POLL_MS = 1000;

/**
 * Calls `onClosed` once the launched window is closed, looking every second. Lives outside any page,
 * because the launch route leaves at once and the content may stay open for a long time.
 */
export function watchLaunchedWindow(launched: Pick<Window, 'closed'>, onClosed: () => void, intervalMs: number = LAUNCHED_WINDOW_POLL_MS): () => void {
  const timer = setInterval(() => {
    if (!launched.closed) return;
    clearInterval(timer);
    onClosed();
  }, intervalMs);
  return () => clearInterval(timer);
}
