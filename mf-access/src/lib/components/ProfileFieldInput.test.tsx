import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { QueryProvider } from '@portal/query';
import { dateFieldValue, enterDate } from '@portal/ui/date-field/testing';
import { ProfileFieldInput, type ProfileFieldInputProps, type ProfileFieldValue } from './ProfileFieldInput';

const field = (type: ProfileFieldDefinition['type'], more: Partial<ProfileFieldDefinition> = {}): ProfileFieldDefinition => ({
  name: type,
  label: `The ${type}`,
  type,
  required: false,
  adminOnly: false,
  ...more,
});

/** The input as a form holds it: what it reports is what it shows next. */
function Held({
  initial = '',
  seen,
  ...props
}: Omit<ProfileFieldInputProps, 'value' | 'onChange' | 'id'> & { initial?: ProfileFieldValue; seen?: (value: ProfileFieldValue) => void }) {
  const [value, setValue] = useState<ProfileFieldValue>(initial);
  return (
    <ProfileFieldInput
      {...props}
      id={`field-${props.def.name}`}
      value={value}
      onChange={(next) => {
        setValue(next);
        seen?.(next);
      }}
    />
  );
}

describe('ProfileFieldInput (spec 1 §3, §5: the eight profile field types)', () => {
  it("offers the preferred language by each language's own name, and keeps the code as the value", async () => {
    const seen = jest.fn();
    render(<Held def={field('singleChoice', { name: 'preferredLanguage', label: 'Preferred language', supportedValues: ['en-GB', 'de-DE', 'fr-FR'] })} seen={seen} />);
    const select = screen.getByRole('combobox', { name: 'Preferred language' });
    expect(within(select).getByRole('option', { name: /^Deutsch/ })).toHaveValue('de-DE');
    expect(within(select).queryByRole('option', { name: 'de-DE' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'de-DE');
    expect(seen).toHaveBeenLastCalledWith('de-DE');
  });

  it('draws each type with its accessible name', () => {
    render(
      // The user field's look-up is a query.
      <QueryProvider>
        <Held def={field('text')} />
        <Held def={field('mail')} />
        <Held def={field('date')} />
        <Held def={field('datepicker')} />
        <Held def={field('user')} suggestUsers={() => Promise.resolve([])} />
        <Held def={field('singleChoice', { supportedValues: ['Nursing', 'Pharmacy'] })} />
        <Held def={field('multiChoice', { supportedValues: ['First aid', 'Manual handling'] })} initial={[]} />
        <Held def={field('tags', { supportedValues: ['Leadership', 'Research'] })} initial={[]} />
      </QueryProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'The text' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'The mail' })).toHaveAttribute('type', 'email');
    // Both date types are a day in the portal's language (en-GB: day, month, year), not the browser's (jsdom's en-US).
    for (const name of ['The date', 'The datepicker']) {
      const parts = within(screen.getByRole('group', { name })).getAllByRole('spinbutton');
      expect(parts.map((part) => part.dataset.segment)).toEqual(['day', 'month', 'year']);
    }
    expect(screen.getByRole('combobox', { name: 'The user' })).toHaveAttribute('aria-autocomplete', 'list');
    expect(
      within(screen.getByRole('combobox', { name: 'The singleChoice' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Nursing', 'Pharmacy']);
    expect(within(screen.getByRole('group', { name: 'The multiChoice' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('listbox', { name: 'The tags' })).toHaveAttribute('multiple');
    expect(screen.getByRole('listbox', { name: 'The tags' })).toHaveAccessibleDescription('Hold Ctrl (Cmd on a Mac) to choose more than one');
  });

  it('reports a list for multiChoice and tags, text for the others', async () => {
    const user = userEvent.setup();
    const seen: ProfileFieldValue[] = [];
    const record = (value: ProfileFieldValue) => seen.push(value);
    render(
      <>
        <Held def={field('multiChoice', { supportedValues: ['First aid', 'Manual handling'] })} initial={[]} seen={record} />
        <Held def={field('tags', { supportedValues: ['Leadership', 'Research'] })} initial={[]} seen={record} />
        <Held def={field('singleChoice', { supportedValues: ['Nursing', 'Pharmacy'] })} seen={record} />
      </>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Manual handling' }));
    await user.selectOptions(screen.getByRole('listbox', { name: 'The tags' }), ['Research']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'The singleChoice' }), 'Pharmacy');
    expect(seen).toEqual([['Manual handling'], ['Research'], 'Pharmacy']);
  });

  it('shows a stored day and reports the day entered as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    const seen: ProfileFieldValue[] = [];
    render(
      <>
        <Held def={field('date')} initial="2024-09-02" />
        <Held def={field('datepicker')} seen={(value) => seen.push(value)} />
      </>,
    );
    expect(dateFieldValue(screen.getByRole('group', { name: 'The date' }))).toBe('2024-09-02');
    await enterDate(user, screen.getByRole('group', { name: 'The datepicker' }), '2025-01-06');
    expect(seen.at(-1)).toBe('2025-01-06');
  });

  it('hands focus to the first box of a picker focused by its id (as an error summary does)', () => {
    render(<Held def={field('multiChoice', { supportedValues: ['First aid', 'Manual handling'] })} initial={[]} error="Pick one" />);
    act(() => document.getElementById('field-multiChoice')?.focus());
    expect(screen.getByRole('checkbox', { name: 'First aid' })).toHaveFocus();
  });

  it('is a text box where a choice has no supported values, and for a user field without look-up', async () => {
    const user = userEvent.setup();
    const seen: ProfileFieldValue[] = [];
    render(
      <>
        <Held def={field('tags')} initial={[]} seen={(value) => seen.push(value)} />
        <Held def={field('user')} />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'The tags' }), 'a, b');
    expect(seen.at(-1)).toEqual(['a', 'b']);
    expect(screen.getByRole('textbox', { name: 'The tags' })).toHaveAccessibleDescription('Separate values with commas');
    expect(screen.getByRole('textbox', { name: 'The user' })).not.toHaveAttribute('role');
  });

  it('keeps a stored value the list no longer offers', () => {
    render(<Held def={field('singleChoice', { supportedValues: ['Nursing'] })} initial="Midwifery" />);
    expect(screen.getByRole('combobox', { name: 'The singleChoice' })).toHaveValue('Midwifery');
  });

  it('is disabled when read-only, and always for adminOnly fields', () => {
    render(
      <>
        <Held def={field('text')} disabled />
        <Held def={field('mail', { adminOnly: true })} />
        <Held def={field('multiChoice', { supportedValues: ['First aid'] })} initial={[]} disabled />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'The text' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'The mail' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'First aid' })).toBeDisabled();
  });

  it('marks a problem on the control and reads it with it', () => {
    render(
      <>
        <Held def={field('text', { required: true })} error="The text is required" />
        <Held def={field('multiChoice', { supportedValues: ['First aid'] })} initial={[]} error="Pick one" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'The text' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'The text' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'The text' })).toHaveAccessibleDescription('The text is required');
    expect(screen.getByRole('group', { name: 'The multiChoice' })).toHaveAccessibleDescription('Pick one');
  });
});
