import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonForm } from './ReasonForm';

function show(onConfirm: (reason: string) => Promise<unknown> = () => Promise.resolve()) {
  const confirm = jest.fn(onConfirm);
  render(<ReasonForm confirmLabel="Decline invitation" onConfirm={confirm} onBack={jest.fn()} />);
  return { confirm, user: userEvent.setup() };
}

describe('ReasonForm', () => {
  it('refuses an empty or blank reason, with the message tied to the field', async () => {
    const { confirm, user } = show();
    await user.type(screen.getByLabelText(/Reason/), '   ');
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    expect(await screen.findByText('Enter a reason')).toBeInTheDocument();
    expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription('Enter a reason');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('refuses a reason over 2,000 characters (the payload schema) with its own message', async () => {
    const { confirm, user } = show();
    await user.click(screen.getByLabelText(/Reason/));
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    expect(await screen.findByText('Keep the reason to 2,000 characters or fewer')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and keeps what was typed while (and if) the answer fails', async () => {
    const { confirm, user } = show(() => new Promise(() => undefined));
    await user.type(screen.getByLabelText(/Reason/), '  Clash with a clinic ');
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    expect(confirm).toHaveBeenCalledWith('Clash with a clinic');
    expect(screen.getByLabelText(/Reason/)).toHaveValue('  Clash with a clinic ');
  });
});
