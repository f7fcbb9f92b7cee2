import { act, render, screen } from '@testing-library/react';
import { afterFirstPage, releaseBootView, useAfterFirstPage } from './boot-view';

// A file of its own: the first page is shown once per page load (module state), and boot-view.test releases it.
it('starts deferred work once the first page has been painted: afterFirstPage resolves and useAfterFirstPage turns true', async () => {
  function Timer() {
    return <p>{useAfterFirstPage() ? 'started' : 'waiting'}</p>;
  }
  let done = false;
  void afterFirstPage().then(() => (done = true));
  render(<Timer />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(done).toBe(false);
  expect(screen.getByText('waiting')).toBeTruthy();
  act(() => releaseBootView());
  expect(await screen.findByText('started')).toBeTruthy();
  expect(done).toBe(true);
});
