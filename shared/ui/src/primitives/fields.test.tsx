import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField, CheckboxGroupField, Field, FileField, RadioGroupField, SelectField, TextAreaField, TextField } from '../fields';

const SORTS = [
  { value: 'Awarded', label: 'Awarded' },
  { value: 'Title', label: 'Title' },
];

const SKILLS = [
  { value: 'a', label: 'First aid' },
  { value: 'b', label: 'Manual handling' },
];

describe('the field family: label, hint, error and required marker wired to one control', () => {
  it('marks a required field beside its label (the mark outside its name) and on its control, in every shape', () => {
    render(
      <>
        <SelectField label="Sort by" options={SORTS} required />
        <CheckboxField label="I agree" required />
        <RadioGroupField label="Target mode" options={[{ value: 'credits', label: 'Credits' }]} required />
        <FileField label="Evidence" required />
      </>,
    );
    const controls = [
      screen.getByRole('combobox', { name: 'Sort by' }),
      screen.getByRole('checkbox', { name: 'I agree' }),
      screen.getByRole('radio', { name: 'Credits' }),
      screen.getByLabelText('Evidence'),
    ];
    for (const control of controls) expect(control).toBeRequired();
    expect(screen.getByRole('group', { name: 'Target mode' })).toBeInTheDocument();
    expect(screen.getByLabelText('I agree')).toBe(controls[1]);
    const marks = Array.from(document.querySelectorAll('.lp-field__required'));
    expect(marks).toHaveLength(4);
    for (const mark of marks) expect(mark).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves an optional field unmarked', () => {
    render(<TextAreaField label="Comment" />);
    expect(screen.getByRole('textbox', { name: 'Comment' })).not.toBeRequired();
    expect(document.querySelector('.lp-field__required')).toBeNull();
  });

  it('gives a custom control the same wiring (Field)', () => {
    render(
      <Field label="Type" hint="Pick or type one" error="Enter a type" required>
        {(control) => <input list="types" required {...control} />}
      </Field>,
    );
    const input = screen.getByRole('combobox', { name: 'Type' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Pick or type one Enter a type');
  });
});

describe('SelectField', () => {
  it('labels the select, offers its options after an empty first choice, and describes it by its error', async () => {
    const ref = createRef<HTMLSelectElement>();
    render(<SelectField label="Sort by" options={SORTS} placeholder="Choose" error="Choose a sort" ref={ref} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(ref.current).toBe(select);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose', 'Awarded', 'Title']);
    expect(select).toHaveAccessibleDescription('Choose a sort');
    await userEvent.selectOptions(select, 'Title');
    expect(select).toHaveValue('Title');
  });
});

describe('CheckboxField', () => {
  it('is a check box named by its label, with hint and error', async () => {
    render(<CheckboxField label="Save as draft" hint="Drafts are not counted" error="Decide" />);
    const box = screen.getByRole('checkbox', { name: 'Save as draft' });
    expect(box).toHaveAccessibleDescription('Drafts are not counted Decide');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByText('Save as draft'));
    expect(box).toBeChecked();
  });
});

describe('RadioGroupField and CheckboxGroupField', () => {
  it('groups radio buttons under the legend, each named by its option', async () => {
    render(
      <RadioGroupField
        label="Target mode"
        name="mode"
        options={[
          { value: 'credits', label: 'Credits' },
          { value: 'time', label: 'Time', hint: 'Hours and minutes' },
        ]}
        required
        error="Choose one"
      />,
    );
    const group = screen.getByRole('group', { name: 'Target mode' });
    expect(group).toHaveAccessibleDescription('Choose one');
    const time = within(group).getByRole('radio', { name: 'Time' });
    expect(time).toHaveAccessibleDescription('Hours and minutes');
    expect(time).toBeRequired();
    await userEvent.click(time);
    expect(time).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Credits' })).not.toBeChecked();
  });

  it('shows the values a page controls as chosen', () => {
    render(
      <CheckboxGroupField
        label="Interests"
        options={[
          { value: 'a', label: 'Art' },
          { value: 'b', label: 'Biology' },
        ]}
        value={['b']}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Art' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Biology' })).toBeChecked();
  });

  it('hands focus to its first choice when the group is focused by its id (an error summary does so)', () => {
    render(<CheckboxGroupField id="skills" label="Skills" options={SKILLS} error="Choose one" />);
    act(() => document.getElementById('skills')?.focus());
    expect(screen.getByRole('checkbox', { name: 'First aid' })).toHaveFocus();
  });
});

describe('FileField', () => {
  it('announces its error when asked (a dialog without an error summary), and only then', () => {
    const { rerender } = render(<FileField label="Picture" error="The picture is too large" announceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('The picture is too large');
    expect(screen.getByLabelText('Picture')).toHaveAccessibleDescription('The picture is too large');
    rerender(<FileField label="Picture" error="The picture is too large" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is a file input that keeps accept and multiple', () => {
    const { container } = render(<FileField label="Evidence" accept=".pdf" multiple hint="PDF only" />);
    const file = screen.getByLabelText('Evidence');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', '.pdf');
    expect(file).toHaveAttribute('multiple');
    expect(file).toHaveAccessibleDescription('PDF only');
    expect(container.querySelectorAll('.lp-field')).toHaveLength(1);
  });
});

describe('with react-hook-form (register reaches every control)', () => {
  function Form({ onSubmit }: { onSubmit(values: unknown): void }) {
    const { register, handleSubmit } = useForm({ defaultValues: { name: '', sort: 'Awarded', draft: false, mode: 'credits', interests: [] as string[] } });
    return (
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <TextField label="Name" {...register('name')} />
        <SelectField label="Sort by" options={SORTS} {...register('sort')} />
        <CheckboxField label="Save as draft" {...register('draft')} />
        <RadioGroupField
          label="Target mode"
          options={[
            { value: 'credits', label: 'Credits' },
            { value: 'time', label: 'Time' },
          ]}
          {...register('mode')}
        />
        <CheckboxGroupField
          label="Interests"
          options={[
            { value: 'a', label: 'Art' },
            { value: 'b', label: 'Biology' },
          ]}
          {...register('interests')}
        />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('submits what was chosen in each field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: 'Credits' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title');
    await user.click(screen.getByRole('checkbox', { name: 'Save as draft' }));
    await user.click(screen.getByRole('radio', { name: 'Time' }));
    await user.click(screen.getByRole('checkbox', { name: 'Biology' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Sam', sort: 'Title', draft: true, mode: 'time', interests: ['b'] }, expect.anything());
  });
});
