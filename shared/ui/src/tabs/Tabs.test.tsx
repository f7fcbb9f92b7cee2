import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { Tabs } from './Tabs';

const TABS = [
  { id: 'enrolments', label: 'Enrolments', panel: <p>Enrolments panel</p> },
  { id: 'certificates', label: 'Certificates', panel: <p>Certificates panel</p> },
  { id: 'history', label: 'History', panel: <p>History panel</p> },
];

describe('Tabs', () => {
  it('follows the ARIA tabs pattern: one tab stop, the selected tab controls the panel it labels', async () => {
    const { container } = render(<Tabs label="Member" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Member' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Enrolments' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Enrolments panel');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End; Tab goes on to the panel', async () => {
    const onSelect = jest.fn();
    render(<Tabs label="Member" tabs={TABS} onSelect={onSelect} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Enrolments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Certificates' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Certificates' })).toHaveTextContent('Certificates panel');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Enrolments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Enrolments' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['certificates', 'history', 'enrolments', 'history', 'enrolments']);
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('goes the reading direction’s way in right-to-left languages', async () => {
    render(
      <div dir="rtl">
        <Tabs label="Member" tabs={TABS} />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Certificates' })).toHaveAttribute('aria-selected', 'true');
  });

  it('can be controlled by the page (the selected tab kept in its address)', async () => {
    const onSelect = jest.fn();
    render(<Tabs label="Member" tabs={TABS} selected="history" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Enrolments' }));
    expect(onSelect).toHaveBeenCalledWith('enrolments');
  });
});
