import type { Certificate } from '@portal/contracts/certificates';
import { renewCertificate, type RenewEffects } from './renew';

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
