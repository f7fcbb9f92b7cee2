import { i18n } from '@portal/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '../date-field';
import { axeViolations } from '../testing/axe';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-GB'));
});

/** What the field shows, as a reader sees it (the parts and their separators). */
const shown = (name: string) => screen.getByRole('group', { name }).textContent?.replace(/[\u200e\u200f]/g, '');

describe('DateField in en-GB (the portal’s language, not the browser’s)', () => {
  it('shows dd/mm/yyyy where the browser’s language would say mm/dd/yyyy, each part a named spin button', () => {
    expect(navigator.language).toBe('en-US');
    render(<DateField label="Completion date" />);
    expect(shown('Completion date')).toBe('dd/mm/yyyy');
    const parts = screen.getAllByRole('spinbutton');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual(['day, ', 'month, ', 'year, ']);
    expect(screen.getByRole('spinbutton', { name: /^day, Completion date$/ })).toBeInTheDocument();
  });

  it('reads the digits typed, day first, into the ISO day', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<DateField label="Completion date" name="completed" onChange={onChange} />);
    await user.click(screen.getByRole('spinbutton', { name: /^day/ }));
    await user.keyboard('12032026');
    expect(shown('Completion date')).toBe('12/03/2026');
    expect(onChange).toHaveBeenLastCalledWith({ target: { name: 'completed', value: '2026-03-12' }, type: 'change' });
  });

  it('wires hint, error and required marker like the rest of the field family, and axe finds nothing', async () => {
    const { container } = render(<DateField label="Until" hint="The last day" error="Until must be after from" required defaultValue="2026-03-12" />);
    const group = screen.getByRole('group', { name: 'Until' });
    expect(group).toHaveAccessibleDescription(/The last day/);
    expect(group).toHaveAccessibleDescription(/Until must be after from/);
    expect(screen.getByRole('spinbutton', { name: /^day/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: /^day/ })).toHaveAttribute('aria-required', 'true');
    expect(container.querySelector('.lp-field__required')).toHaveTextContent('*');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('follows a value the page controls, and clears to ""', async () => {
    const user = userEvent.setup();
    function Filter() {
      const [from, setFrom] = useState('2026-01-05');
      return (
        <>
          <DateField label="From" value={from} onChange={(event) => setFrom(event.target.value)} />
          <p>chosen: {from || 'none'}</p>
          <button type="button" onClick={() => setFrom('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Filter />);
    expect(shown('From')).toBe('05/01/2026');
    await user.click(screen.getByRole('spinbutton', { name: /^month/ }));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('chosen: 2026-02-05')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(shown('From')).toBe('dd/mm/yyyy');
  });
});

describe('DateField in ar-SA', () => {
  it('shows the day in Arabic-Indic digits, and a day typed in them is the same ISO day', async () => {
    await act(() => i18n.changeLanguage('ar-SA'));
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<DateField label="تاريخ الإكمال" defaultValue="2026-03-12" onChange={onChange} />);
    expect(shown('تاريخ الإكمال')).toBe('١٢/٣/٢٠٢٦');
    expect(screen.getByRole('spinbutton', { name: /^يوم/ })).toHaveAttribute('aria-valuetext', '١٢');
    await user.click(screen.getByRole('spinbutton', { name: /^يوم/ }));
    await user.keyboard('{Backspace}{Backspace}٢٥');
    expect(onChange).toHaveBeenLastCalledWith({ target: { name: undefined, value: '2026-03-25' }, type: 'change' });
    expect(shown('تاريخ الإكمال')).toBe('٢٥/٣/٢٠٢٦');
  });

  it('changes with the portal’s language while it is open', async () => {
    render(<DateField label="Day" defaultValue="2026-03-12" />);
    expect(shown('Day')).toBe('12/03/2026');
    await act(() => i18n.changeLanguage('ar-SA'));
    expect(shown('Day')).toBe('١٢/٣/٢٠٢٦');
  });
});

describe('DateField with react-hook-form (register reaches it as an input)', () => {
  function Form({ onSubmit }: { onSubmit(values: unknown): void }) {
    const { register, handleSubmit, reset, formState } = useForm({ defaultValues: { from: '2026-01-05', to: '' } });
    return (
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <DateField label="From" {...register('from')} />
        <DateField label="To" error={formState.errors.to ? 'Enter the last day' : undefined} {...register('to', { required: true })} />
        <button type="submit">Save</button>
        <button type="button" onClick={() => reset({ from: '2025-12-31', to: '2026-01-01' })}>
          Reset
        </button>
      </form>
    );
  }

  it('shows the default, submits the ISO days typed, focuses a missing one and takes a reset', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    expect(shown('From')).toBe('05/01/2026');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'To' })).toHaveAccessibleDescription('Enter the last day');
    expect(screen.getByRole('spinbutton', { name: /^day, To$/ })).toHaveFocus();

    await user.keyboard('07022026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ from: '2026-01-05', to: '2026-02-07' }, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(shown('From')).toBe('31/12/2025');
    expect(shown('To')).toBe('01/01/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ from: '2025-12-31', to: '2026-01-01' }, expect.anything());
  });
});

describe('DateField where forms need it', () => {
  it('hands focus from its id (an error summary’s link) to its first part, and can be read only', () => {
    render(<DateField id="occurred-on" label="Occurred on" readOnly defaultValue="2026-03-12" />);
    document.getElementById('occurred-on')?.focus();
    expect(screen.getByRole('spinbutton', { name: /^day/ })).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: /^day/ })).toHaveAttribute('aria-readonly', 'true');
  });
});
