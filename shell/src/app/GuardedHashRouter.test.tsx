import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigationType } from 'react-router-dom';
import { createLeaveGuard, useLeaveConfirmation, type LeaveGuard } from '@portal/ui';
import { afterNextPaint } from '../lib/yield-to-main';
import { GuardedHashRouter } from './GuardedHashRouter';

jest.mock('../lib/yield-to-main', () => ({ afterNextPaint: jest.fn(() => Promise.resolve()) }));
// A test that holds the frames back gives them back, whether it passed or not.
afterEach(() => jest.mocked(afterNextPaint).mockImplementation(() => Promise.resolve()));

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

  it('renders the next page after the paint of the click that asked for it, and only the latest of two navigations', async () => {
    const paints: Array<() => void> = [];
    jest.mocked(afterNextPaint).mockImplementation(() => new Promise<void>((resolve) => paints.push(resolve)));
    window.history.replaceState(null, '', '#/a');
    const Page = ({ name }: { name: string }) => (
      <>
        <h1>Page {name}</h1>
        <Link to="/b">To B</Link>
        <Link to="/c">To C</Link>
      </>
    );
    render(
      <GuardedHashRouter guard={createLeaveGuard()}>
        <Routes>
          {['a', 'b', 'c'].map((name) => (
            <Route key={name} path={`/${name}`} element={<Page name={name.toUpperCase()} />} />
          ))}
        </Routes>
      </GuardedHashRouter>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'To B' }));
    await userEvent.click(screen.getByRole('link', { name: 'To C' }));
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/c');

    // C's frame comes first, then B's, late: C stays.
    await act(async () => paints[1]!());
    expect(screen.getByRole('heading', { name: 'Page C' })).toBeInTheDocument();
    await act(async () => paints[0]!());
    expect(screen.getByRole('heading', { name: 'Page C' })).toBeInTheDocument();
  });
});
