import { act, screen } from '@testing-library/react';
import { queryClient } from '@portal/query';
import { modals } from '@portal/ui';
import { makeServices, renderAt } from '../test/shell-services';
import { ModalHost } from './ModalHost';

afterEach(() => {
  act(() => modals.dismissAll());
  queryClient.clear();
});

describe('ModalHost', () => {
  it('reads a templateUrl through the API client and shows it sanitised', async () => {
    const services = makeServices({ 'GET /content/theme/terms.html': () => '<p>Terms of use</p><script>alert(1)</script><img src=x onerror="alert(2)">' });
    renderAt(<ModalHost />, '/', services);
    act(() => {
      void modals.open({ id: 'terms', title: 'Terms', templateUrl: '/content/theme/terms.html' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(await screen.findByText('Terms of use')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(services.api.calls.filter((call) => call.path === '/content/theme/terms.html')).toHaveLength(1);
  });

  it('says so when a templateUrl cannot be read', async () => {
    renderAt(<ModalHost />, '/', makeServices());
    act(() => {
      void modals.open({ id: 'missing', title: 'Policy', templateUrl: '/content/theme/missing.html' });
    });
    expect(await screen.findByText('This content could not be loaded.')).toBeInTheDocument();
  });
});
