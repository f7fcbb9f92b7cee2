import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, ApiProvider } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { Certificate } from '@portal/contracts/certificates';
import { sessionStore } from '@portal/session';
import { renewCertificate, useRenewCertificate, type RenewEffects } from './certificates';
import { createPortalQueryClient } from './index';

const base: Pick<Certificate, 'certificationId' | 'renewalState' | 'catalogueItem'> = {
  certificationId: 'cert-bls',
  renewalState: 'RenewalPossible',
  catalogueItem: { Id: 'demo-bls-theory', type: 'Course' },
};

function effects(overrides: Partial<RenewEffects> = {}) {
  const calls: string[] = [];
  const value: RenewEffects = {
    startRenewal: async (id) => void calls.push(`start:${id}`),
    wait: async (ms) => void calls.push(`wait:${ms}`),
    openItem: (id) => void calls.push(`open:${id}`),
    fail: () => void calls.push('fail'),
    ...overrides,
  };
  return { calls, value };
}

describe('renewCertificate (spec 2 §4, §9: wait 1 second)', () => {
  it('requests renewal, waits 1000 ms, then opens the item when RenewalPossible', async () => {
    const { calls, value } = effects();
    expect(await renewCertificate(base, value)).toBe(true);
    expect(calls).toEqual(['start:cert-bls', 'wait:1000', 'open:demo-bls-theory']);
  });

  it('goes straight to the item when already renewing', async () => {
    for (const renewalState of ['IsManuallyRenewing', 'IsAutomaticallyRenewing'] as const) {
      const { calls, value } = effects();
      expect(await renewCertificate({ ...base, renewalState }, value)).toBe(true);
      expect(calls).toEqual(['open:demo-bls-theory']);
    }
  });

  it('shows General.Failure and stays when the request fails', async () => {
    const { calls, value } = effects({
      startRenewal: async () => {
        throw new Error('500');
      },
    });
    expect(await renewCertificate(base, value)).toBe(false);
    expect(calls).toEqual(['fail']);
  });

  it('does nothing for NotSupported', async () => {
    const { calls, value } = effects();
    expect(await renewCertificate({ ...base, renewalState: 'NotSupported', catalogueItem: null }, value)).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('useRenewCertificate', () => {
  function Renew({ openItem, fail }: Pick<RenewEffects, 'openItem' | 'fail'>) {
    const { renew, renewing } = useRenewCertificate({ openItem, fail });
    return (
      <button type="button" disabled={renewing} onClick={() => void renew(base)}>
        Renew
      </button>
    );
  }

  function show(handler: MockHandler) {
    sessionStore.getState().setScope('demo');
    const api = createMockApiClient({ 'POST /diploma/learner/certifications/:id/start_renewal': handler });
    const openItem = jest.fn();
    const fail = jest.fn();
    render(
      <ApiProvider value={api}>
        <QueryClientProvider client={createPortalQueryClient()}>
          <Renew openItem={openItem} fail={fail} />
        </QueryClientProvider>
      </ApiProvider>,
    );
    return { api, openItem, fail };
  }

  afterEach(() => jest.useRealTimers());

  it('starts the renewal, holds the button a second, then opens the item', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { api, openItem } = show(() => ({ certificationId: 'cert-bls', renewalState: 'IsManuallyRenewing', enteredRenewalOn: '2026-03-12T09:00:00.000Z' }));
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(api.calls.map((call) => call.path)).toEqual(['/diploma/learner/certifications/cert-bls/start_renewal']);
    expect(screen.getByRole('button', { name: 'Renew' })).toBeDisabled();
    // The second starts once the LMS has answered (a few ticks after the click).
    await act(() => jest.advanceTimersByTimeAsync(900));
    expect(openItem).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(openItem).toHaveBeenCalledWith('demo-bls-theory');
  });

  it('fails and gives the button back when the LMS refuses', async () => {
    const { openItem, fail } = show(() => {
      throw new ApiError({ status: 500, code: 'Boom', message: 'boom' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }));
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeEnabled();
    expect(fail).toHaveBeenCalled();
    expect(openItem).not.toHaveBeenCalled();
  });
});
