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

describe('ModalOutlet', () => {
  it('renders an open modal with its props and resolves with what the template closes with', async () => {
    render(<ModalOutlet loadTemplate={jest.fn()} />);
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
    render(<ModalOutlet loadTemplate={jest.fn()} />);
    let result: Promise<unknown> | undefined;
    act(() => {
      result = modals.open({ id: 'confirm', template: Confirm, props: { question: 'Sure?' } });
    });
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBeUndefined();
  });

  it('loads a templateUrl and renders it sanitised', async () => {
    const loadTemplate = jest.fn(async () => '<p>Terms</p><script>alert(1)</script>');
    render(<ModalOutlet loadTemplate={loadTemplate} />);
    act(() => {
      void modals.open({ id: 'terms', title: 'Terms', templateUrl: '/content/theme/terms.html' });
    });
    expect(await screen.findByText('Terms', { selector: 'p' })).toBeInTheDocument();
    expect(loadTemplate).toHaveBeenCalledWith('/content/theme/terms.html');
    expect(screen.getByRole('dialog').querySelector('script')).toBeNull();
  });

  it('says so when a templateUrl cannot be loaded', async () => {
    render(<ModalOutlet loadTemplate={() => Promise.reject(new Error('404'))} />);
    act(() => {
      void modals.open({ id: 'terms', templateUrl: '/missing.html' });
    });
    expect(await screen.findByText('This content could not be loaded.')).toBeInTheDocument();
  });

  it('makes only the top modal interactive', () => {
    render(<ModalOutlet loadTemplate={jest.fn()} />);
    act(() => {
      void modals.open({ id: 'a', title: 'First', template: Confirm, props: { question: 'a' } });
      void modals.open({ id: 'b', title: 'Second', template: Confirm, props: { question: 'b' } });
    });
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByText('a').closest('.lp-dialog-backdrop')).toHaveAttribute('inert');
    expect(screen.getByText('b').closest('.lp-dialog-backdrop')).not.toHaveAttribute('inert');
  });
});
