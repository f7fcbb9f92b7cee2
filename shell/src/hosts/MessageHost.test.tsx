import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { messages, NAVIGATION_GRACE_MS } from '@portal/ui';
import { renderAt } from '../test/shell-services';
import { MessageHost } from './MessageHost';

let go: (path: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

beforeEach(() => messages.clear());

describe('MessageHost', () => {
  it('shows errors as alerts and others as status, and moves messages along on each page change', () => {
    renderAt(
      <>
        <Navigator />
        <MessageHost />
      </>,
      '/dashboard',
    );
    act(() => {
      messages.error('Something failed');
      messages.success('Saved');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
    expect(screen.getAllByText('Saved')).toHaveLength(1);

    const routeChanged = jest.spyOn(messages, 'routeChanged');
    act(() => go('/catalogue'));
    expect(routeChanged).toHaveBeenCalledTimes(1);
    act(() => go('/catalogue?page=2'));
    expect(routeChanged).toHaveBeenCalledTimes(2);
    routeChanged.mockRestore();
  });

  it('keeps a confirmation raised just before the navigation it causes on the page navigated to', () => {
    renderAt(
      <>
        <Navigator />
        <MessageHost />
      </>,
      '/external-activities/item/new',
    );
    act(() => {
      messages.success('Saved as draft');
      go('/external-activities/item/1');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved as draft');
    // Read on that page, it goes at the next change of page.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + NAVIGATION_GRACE_MS);
    act(() => go('/external-activities'));
    jest.restoreAllMocks();
    expect(screen.queryByText('Saved as draft')).not.toBeInTheDocument();
  });
});
