import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/session';
import { usePageTitle } from '@portal/ui';
import { resetSessionStore } from '@portal/testing';
import { renderAt } from '../test/shell-services';
import { Layout } from './Layout';

jest.mock('@portal/realtime', () => ({ realtime: { emitPageView: jest.fn(), connect: jest.fn(), disconnect: jest.fn() }, configureRealtime: jest.fn() }));

let go: (path: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

/** A page whose heading arrives after it mounts, like a lazily loaded remote. */
function LatePage() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <h1>Calendar</h1> : <p>Loading…</p>;
}

function LandingPage() {
  usePageTitle('Content landing page');
  return <h1>Skills lab</h1>;
}

function renderPortal(path = '/catalogue') {
  return renderAt(
    <Layout>
      <Navigator />
      <Routes>
        <Route path="/catalogue" element={<h1>Catalogue</h1>} />
        <Route path="/calendar" element={<LatePage />} />
        <Route path="/landing" element={<LandingPage />} />
      </Routes>
    </Layout>,
    path,
  );
}

beforeEach(() => {
  resetSessionStore();
  document.title = '';
});

describe('Layout: skip link', () => {
  it('is the first thing Tab reaches and moves focus to the main content', async () => {
    renderPortal();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('Layout: change of page', () => {
  it('names the first page in the title without moving focus or announcing', async () => {
    renderPortal();
    await waitFor(() => expect(document.title).toBe('Catalogue – Learner Portal'));
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('on a change of route: the title names the new page, focus is on its heading, the live region says it', async () => {
    renderPortal();
    await waitFor(() => expect(document.title).toBe('Catalogue – Learner Portal'));
    act(() => go('/calendar'));
    // The heading is not there yet: the title does not keep the old page's name once the new one shows.
    const heading = await screen.findByRole('heading', { name: 'Calendar' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Calendar – Learner Portal');
    expect(screen.getByRole('status')).toHaveTextContent('Calendar');
  });

  it("uses the page's declared title where it is not its heading, and the tenant's portal name", async () => {
    sessionStore.getState().setSettings({ systemName: 'Acme Academy' } as never);
    renderPortal();
    await waitFor(() => expect(document.title).toBe('Catalogue – Acme Academy'));
    act(() => go('/landing'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Skills lab' })).toHaveFocus());
    expect(document.title).toBe('Content landing page – Acme Academy');
    expect(screen.getByRole('status')).toHaveTextContent('Content landing page');
    act(() => go('/catalogue'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Catalogue' })).toHaveFocus());
    expect(document.title).toBe('Catalogue – Acme Academy');
  });
});

describe("Layout: @portal/ui's texts", () => {
  it("gives every area's paging and chart controls the user's language and numbers", async () => {
    const { changeLanguage, initI18n } = await import('@portal/i18n');
    const { registerShellMessages } = await import('../lib/translate');
    const { Pagination } = await import('@portal/ui/pagination');
    const { ChartFrame } = await import('@portal/ui/chart-frame');
    const { makeServices } = await import('../test/shell-services');
    await initI18n({ api: makeServices({ 'GET /content/:area/l10n/:file': () => ({}) }).api, locale: 'ar-SA', languages: ['en-GB', 'ar-SA'] });
    await registerShellMessages();
    try {
      renderAt(
        <Layout>
          <Pagination page={2} pageCount={3} onPageChange={jest.fn()} />
          <ChartFrame title="الساعات" table={{ columns: ['الشهر', 'الساعات'], rows: [] }}>
            <svg />
          </ChartFrame>
        </Layout>,
        '/',
      );
      const arabicTwo = new Intl.NumberFormat('ar-SA').format(2);
      expect(await screen.findByRole('navigation', { name: 'الصفحات' })).toBeInTheDocument();
      // The number is isolated for bidirectional text (i18next's interpolation), in Arabic digits.
      expect(screen.getByRole('button', { name: new RegExp(`^الصفحة \u2068?${arabicTwo}\u2069?$`) })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'عرض كجدول' })).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en-GB'));
    }
  });
});
