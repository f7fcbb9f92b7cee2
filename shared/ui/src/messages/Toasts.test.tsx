import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_CLOSE_MS, NAVIGATION_GRACE_MS } from './message-centre';
import { messages } from './messages';
import { Toasts } from './Toasts';

afterEach(() => act(() => messages.clear()));

describe('Toasts', () => {
  it('shows visible portal messages, errors as alerts and others as status', () => {
    render(<Toasts />);
    act(() => {
      messages.error('Current password incorrect');
      messages.success('Your profile picture was updated successfully');
      messages.info('Later', { status: 'next' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Current password incorrect');
    expect(screen.getByRole('status')).toHaveTextContent('Your profile picture was updated successfully');
    expect(screen.queryByText('Later')).not.toBeInTheDocument();
    // The user reads this page, then moves on.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + NAVIGATION_GRACE_MS);
    act(() => messages.routeChanged());
    jest.restoreAllMocks();
    expect(screen.getByRole('status')).toHaveTextContent('Later');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders html sanitised', async () => {
    render(<Toasts />);
    act(() => {
      messages.add({ type: 'info', html: '<strong>Done</strong><img src=x onerror="alert(1)">' });
    });
    const toast = screen.getByRole('status');
    await waitFor(() => expect(toast.querySelector('strong')).toHaveTextContent('Done'));
    expect(toast.querySelector('img')).toBeInTheDocument();
    expect(toast.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('closes a message with its labelled close button', async () => {
    render(<Toasts />);
    act(() => {
      messages.info('Bye');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
  });

  it('closes a success toast by itself, but not while the pointer is over it or focus is in it', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Toasts />);
      act(() => {
        messages.success('Saved as draft');
        messages.error('Could not save');
      });
      const toast = screen.getByRole('status');
      await user.hover(toast);
      act(() => jest.advanceTimersByTime(AUTO_CLOSE_MS * 2));
      expect(screen.getByText('Saved as draft')).toBeInTheDocument();
      await user.unhover(toast);
      await user.tab();
      expect(within(toast).getByRole('button', { name: 'Close message' })).toHaveFocus();
      act(() => jest.advanceTimersByTime(AUTO_CLOSE_MS * 2));
      expect(screen.getByText('Saved as draft')).toBeInTheDocument();
      await user.tab();
      act(() => jest.advanceTimersByTime(AUTO_CLOSE_MS));
      expect(screen.queryByText('Saved as draft')).not.toBeInTheDocument();
      // The error stays until closed.
      expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    } finally {
      jest.useRealTimers();
    }
  });
});
