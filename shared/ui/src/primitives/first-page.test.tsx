import { act, render, screen } from '@testing-library/react';

// A file of its own: the first page is shown once per page load (module state), and boot-view.test releases it.
it('starts deferred work once the first page has been painted: afterFirstPage resolves and useAfterFirstPage turns true', async () => {
  // The module is loaded under fake timers, so its own time limit (FIRST_PAGE_WAIT_MS) is one of them.
  jest.useFakeTimers();
  try {
    const { afterFirstPage, FIRST_PAGE_WAIT_MS, releaseBootView, useAfterFirstPage } = await import('./boot-view');
    function Timer() {
      return <p>{useAfterFirstPage() ? 'started' : 'waiting'}</p>;
    }
    let done = false;
    void afterFirstPage().then(() => (done = true));
    render(<Timer />);
    // All the time there is before the limit passes (frames, timers, promises): the work still waits for the first page.
    await act(() => jest.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1));
    expect(done).toBe(false);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => releaseBootView());
    // The page is painted in the next frame, and the work starts in a task after it.
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByText('started')).toBeTruthy();
    expect(done).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
