import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { Button } from './Button';

describe('Button', () => {
  it('comes in variants and sizes, its icon hidden behind its label', async () => {
    const { container } = render(
      <>
        <Button variant="danger" size="sm" icon={<svg data-testid="icon" />}>
          Remove
        </Button>
        <Button size="lg">Enrol</Button>
      </>,
    );
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove).toHaveClass('lp-button', 'lp-button--danger', 'lp-button--sm');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Enrol' })).toHaveClass('lp-button--primary', 'lp-button--lg');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('while loading keeps its name and the focus, says it is busy, and neither clicks nor submits', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).not.toBeDisabled();
    await userEvent.click(save);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(save).toHaveFocus();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(save);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveAttribute('aria-busy');
  });
});
