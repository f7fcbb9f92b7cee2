import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    act(() => messages.routeChanged());
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
});
