import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Change password" onClose={() => setOpen(false)} {...props}>
          <label>
            Current password <input type="password" />
          </label>
          <button type="button">Save</button>
        </Dialog>
      )}
    </>
  );
}

async function openDialog(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Dialog', () => {
  it('is a modal dialog named by its title', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Change password' }).id);
  });

  it('uses the label as its name when there is no title', () => {
    render(
      <Dialog label="Video" onClose={() => undefined}>
        <p>x</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Video' })).not.toHaveAttribute('aria-labelledby');
  });

  it('moves focus in on open and restores it on close', async () => {
    const user = await openDialog();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps focus inside when the focused button is replaced, so Escape and Tab still work', async () => {
    function Enrol() {
      const [enrolled, setEnrolled] = useState(false);
      return enrolled ? (
        <p>You are enrolled.</p>
      ) : (
        <button type="button" onClick={() => setEnrolled(true)}>
          Enrol
        </button>
      );
    }
    function EnrolHarness() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog title="Skills lab" onClose={() => setOpen(false)}>
          <Enrol />
          <button type="button">Done</button>
        </Dialog>
      ) : (
        <p>closed</p>
      );
    }
    const user = userEvent.setup();
    render(<EnrolHarness />);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await screen.findByText('You are enrolled.');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Skills lab' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on a background click by default, but not on a click inside', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a background click when closeOnBackdrop is false', async () => {
    const user = await openDialog({ closeOnBackdrop: false });
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no top close button by default', async () => {
    await openDialog();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('shows a top close button labelled "Close" when showClose', async () => {
    const user = await openDialog({ showClose: true });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('carries its size as a class', async () => {
    await openDialog({ size: 'lg' });
    expect(screen.getByRole('dialog')).toHaveClass('lp-dialog--lg');
  });
});
