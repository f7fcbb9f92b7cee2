import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './Button';
import { ErrorSummary } from './ErrorSummary';
import { Spinner } from './Spinner';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('Button', () => {
  it('is a button that does not submit unless asked', async () => {
    const onClick = jest.fn();
    render(
      <form onSubmit={(event) => event.preventDefault()}>
        <Button onClick={onClick}>Save</Button>
        <Button type="submit" variant="secondary">
          Send
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('lp-button', 'lp-button--primary');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('TextField', () => {
  it('labels its input', () => {
    render(<TextField label="Username" name="username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('name', 'username');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires the error with aria-invalid and aria-describedby, after the hint', () => {
    render(<TextField label="Contact number" hint="Digits only" error="required" />);
    const input = screen.getByRole('textbox', { name: 'Contact number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Digits only required');
  });

  it('marks a required field beside its label, the mark outside the name (the input says it is required)', () => {
    render(<TextField label="Username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeRequired();
    expect(screen.getByLabelText('Username')).toBe(input);
    const mark = input.closest('.lp-field')?.querySelector('.lp-field__required');
    expect(mark).toHaveTextContent('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes ref and events to the input (react-hook-form register)', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    render(<TextField label="Password" type="password" ref={ref} onChange={onChange} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current).toHaveAttribute('type', 'password');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe('TextAreaField', () => {
  it('labels its text area, describes it by hint and error, and hands register its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextAreaField label="Comment" hint="Say why" error="A comment is required" ref={ref} />);
    const area = screen.getByRole('textbox', { name: 'Comment' });
    expect(area).toBe(ref.current);
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Say why A comment is required');
    expect(area).toHaveAttribute('rows', '4');
  });
});

describe('Spinner', () => {
  it('is a status named by its label, which it also announces', () => {
    render(<Spinner label="Loading catalogue" />);
    const status = screen.getByRole('status', { name: 'Loading catalogue' });
    expect(status).toHaveAccessibleName('Loading catalogue');
    expect(status).toHaveTextContent('Loading catalogue');
  });

  it("is named 'Loading' when no label is given", () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Loading');
  });
});

describe('ErrorSummary', () => {
  const title = 'There was a problem validating the form, please review the boxes marked in red and try again.';

  it('is announced and focused, and each entry focuses its field', async () => {
    render(
      <>
        <TextField id="code" label="Code" />
        <ErrorSummary title={title} errors={[{ fieldId: 'code', message: 'Code is required' }, { message: 'General problem' }]} />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(title);
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('General problem');
    await userEvent.click(screen.getByRole('button', { name: 'Code is required' }));
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });
});
