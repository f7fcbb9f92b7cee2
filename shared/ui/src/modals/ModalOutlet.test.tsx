import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModalTemplateProps } from './modal-service';
import { ModalOutlet } from './ModalOutlet';
import { modals } from './modals';

afterEach(() => act(() => modals.dismissAll()));

function Confirm({ close, question }: ModalTemplateProps<boolean> & { question: string }) {
  return (
    <>
      <p>{question}</p>
      <button type="button" onClick={() => close(true)}>
        Yes
      </button>
    </>
  );
}

/** The host's component for templateUrl modals (the shell's reads and sanitises the HTML). */
const UrlTemplate = ({ url }: { url: string }) => <p>template at {url}</p>;

describe('ModalOutlet', () => {
  it('renders an open modal with its props and resolves with what the template closes with', async () => {
    render(<ModalOutlet UrlTemplate={UrlTemplate} />);
    let result: Promise<boolean | undefined> | undefined;
    act(() => {
      result = modals.open({ id: 'confirm', title: 'Delete entry', template: Confirm, props: { question: 'Delete this entry?' } });
    });
    expect(screen.getByRole('dialog', { name: 'Delete entry' })).toHaveTextContent('Delete this entry?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(result).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves undefined when dismissed with Escape', async () => {
    render(<ModalOutlet UrlTemplate={UrlTemplate} />);
    let result: Promise<unknown> | undefined;
    act(() => {
      result = modals.open({ id: 'confirm', template: Confirm, props: { question: 'Sure?' } });
    });
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBeUndefined();
  });

  it("hands a templateUrl to the host's template component", () => {
    render(<ModalOutlet UrlTemplate={UrlTemplate} />);
    act(() => {
      void modals.open({ id: 'terms', title: 'Terms', templateUrl: '/content/theme/terms.html' });
    });
    expect(screen.getByRole('dialog', { name: 'Terms' })).toHaveTextContent('template at /content/theme/terms.html');
  });

  it('makes only the top modal interactive', () => {
    render(<ModalOutlet UrlTemplate={UrlTemplate} />);
    act(() => {
      void modals.open({ id: 'a', title: 'First', template: Confirm, props: { question: 'a' } });
      void modals.open({ id: 'b', title: 'Second', template: Confirm, props: { question: 'b' } });
    });
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByText('a').closest('.lp-dialog-backdrop')).toHaveAttribute('inert');
    expect(screen.getByText('b').closest('.lp-dialog-backdrop')).not.toHaveAttribute('inert');
  });
});
