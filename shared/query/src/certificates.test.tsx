import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import type { Certificate, Certification } from '@portal/contracts/certificates';
import { sessionStore } from '@portal/session';
import { useCertificateSummary } from './certificates';
import { createPortalQueryClient } from './index';

const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const certificate = (id: string, expiresOn: string | null): Certificate => ({
  id,
  certificationId: id,
  name: id,
  calendarTitle: id,
  isParent: false,
  isLatest: true,
  timestamp: at(-100),
  renewalDate: null,
  expiresOn,
  hasExpired: false,
  score: null,
  renewalState: 'NotSupported',
  catalogueItem: null,
  reference: 'REF',
});
const certification = (id: string, certificates: Certificate[], hasCompliance = true): Certification => ({
  id,
  title: id,
  certificates,
  eligibilityStatus: 'Eligible',
  enteredRenewalOn: null,
  awardingActivities: [],
  properties: {},
  hasCompliance,
});

function Summary() {
  const summary = useCertificateSummary();
  if (!summary) return <p>loading</p>;
  return <p>{`${summary.isCompliant} ${summary.complianceExpiresInThirtyDays} ${summary.complianceStats.total} ${summary.latestCertificates.map((c) => c.id).join(',')}`}</p>;
}

describe('useCertificateSummary', () => {
  it('summarises the one certifications answer every area shares', async () => {
    sessionStore.getState().setScope('demo');
    sessionStore.getState().setUser({ id: 'u1', username: 'alex', displayName: 'Alex', roles: [], profile: {}, authenticationMode: 'forms' });
    const api = createMockApiClient({
      'GET /diploma/learner/certificates_v2': () => [
        certification('bls', [certificate('b1', at(10))]),
        certification('fire', [certificate('f1', null)]),
        certification('art', [], false),
      ],
    });
    render(
      <ApiProvider value={api}>
        <QueryClientProvider client={createPortalQueryClient()}>
          <Summary />
        </QueryClientProvider>
      </ApiProvider>,
    );
    expect(await screen.findByText('true true 2 b1,f1')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
