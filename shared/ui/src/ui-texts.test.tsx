import { render, screen } from '@testing-library/react';
import { Dialog } from './modals/Dialog';
import { Toasts } from './messages/Toasts';
import { Spinner } from './primitives/Spinner';
import { DEFAULT_UI_TEXTS, UiTextsProvider } from './ui-texts';

const GERMAN = { ...DEFAULT_UI_TEXTS, loading: 'Wird geladen', close: 'Schließen', closeMessage: 'Meldung schließen' };

describe("@portal/ui's own texts", () => {
  it("come from the host's provider when a component is given no label", () => {
    render(
      <UiTextsProvider texts={GERMAN}>
        <Spinner />
        <Dialog title="Hinweis" showClose onClose={jest.fn()}>
          <p>Inhalt</p>
        </Dialog>
        <Toasts items={[{ id: 'm1', type: 'success', message: 'Gespeichert', status: 'unseen' }]} />
      </UiTextsProvider>,
    );
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meldung schließen' })).toBeInTheDocument();
  });

  it('are en-GB without a provider, and a given label wins', () => {
    render(
      <>
        <Spinner />
        <Spinner label="Opening the course" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Opening the course' })).toBeInTheDocument();
  });
});
