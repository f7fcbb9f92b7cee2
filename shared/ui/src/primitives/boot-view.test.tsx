import { act, render, screen } from '@testing-library/react';
import { BootViewOr, holdBootView, ReleaseBootView } from './boot-view';

function paintFirstView(): HTMLElement {
  const view = document.createElement('img');
  view.id = 'first-view';
  view.alt = 'Acme';
  document.body.append(view);
  return view;
}

describe('the first view painted before any script ran', () => {
  it('stays on screen in every loading place until a page has rendered, then loading shows its own indicator', () => {
    const view = paintFirstView();
    holdBootView('first-view');
    const loading = render(<BootViewOr>spinner</BootViewOr>);
    // The very element the browser painted, moved into React's tree: no second paint of the logo.
    expect(screen.getByRole('img', { name: 'Acme' })).toBe(view);
    expect(screen.queryByText('spinner')).toBeNull();
    loading.unmount();

    render(<ReleaseBootView />);
    render(<BootViewOr>spinner</BootViewOr>);
    expect(screen.getByText('spinner')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Acme' })).toBeNull();
  });

  it('shows the indicator when the page had no first view', () => {
    holdBootView('nowhere');
    act(() => void render(<BootViewOr>spinner</BootViewOr>));
    expect(screen.getByText('spinner')).toBeTruthy();
  });
});
