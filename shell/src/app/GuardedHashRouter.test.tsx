import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigationType } from 'react-router-dom';
import { createLeaveGuard, useLeaveConfirmation, type LeaveGuard } from '@portal/ui';
import { GuardedHashRouter } from './GuardedHashRouter';

/** A form page with unsaved changes: it holds the guard and asks before anyone leaves. */
function EditPage({ guard }: { guard: LeaveGuard }) {
  const { asking, leave, stay } = useLeaveConfirmation(true, guard);
  return (
    <>
      <h1>Edit entry</h1>
      <Link to="/dashboard">Dashboard</Link>
      {asking && (
        <div role="alertdialog" aria-label="Unsaved changes">
          <button onClick={leave}>Leave</button>
          <button onClick={stay}>Stay</button>
        </div>
      )}
    </>
  );
}

function Dashboard() {
  return <h1>Dashboard ({useNavigationType()})</h1>;
}

function renderPortal(guard: LeaveGuard) {
  return render(
    <GuardedHashRouter guard={guard}>
      <Routes>
        <Route path="/cpd/edit" element={<EditPage guard={guard} />} />
        <Route path="/dashboard" element={<Dashboard />} />
      </Routes>
    </GuardedHashRouter>,
  );
}

beforeEach(() => window.history.replaceState(null, '', '#/cpd/edit'));

describe('GuardedHashRouter', () => {
  it('routes by the hash and writes links as hashes', () => {
    renderPortal(createLeaveGuard());
    expect(screen.getByRole('heading', { name: 'Edit entry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '#/dashboard');
  });

  it('keeps a page with unsaved changes when a link is followed until the user chooses to leave', async () => {
    renderPortal(createLeaveGuard());
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Edit entry' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/cpd/edit');

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#/cpd/edit');

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard (PUSH)' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/dashboard');
  });
});
