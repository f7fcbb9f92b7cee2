import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import type { Certificate } from '@portal/contracts/certificates';
import { renderAreaPage, shownMessages } from '@portal/testing';
import { makeCatalogue, makeItem } from '../../../lib/domain/test-fixtures';
import { CertificateDialog } from './CertificateDialog';

const certificate: Certificate = {
  id: 'bls-2',
  certificationId: 'cert-bls',
  name: 'Basic life support',
  calendarTitle: 'Basic life support',
  isParent: false,
  isLatest: true,
  timestamp: '2025-03-12T09:00:00.000Z',
  renewalDate: null,
  expiresOn: '2026-03-12T09:00:00.000Z',
  hasExpired: false,
  score: 87.5,
  renewalState: 'RenewalPossible',
  catalogueItem: { Id: 'bls-theory', type: 'Course' },
  reference: 'REF-1',
};

function show(startRenewal: () => unknown) {
  return renderAreaPage(<CertificateDialog certificate={certificate} onClose={() => undefined} />, {
    route: '/catalogue/calendar',
    path: '/catalogue/calendar',
    handlers: {
      'GET /reach/:scope/api/v3/users/:username/catalogue': () => makeCatalogue([makeItem({ Id: 'bls-theory', Name: 'BLS theory', type: 'Curriculum' })]),
      'POST /diploma/learner/certifications/:id/start_renewal': startRenewal,
    },
  });
}

describe('CertificateDialog (spec 2 §2, §4)', () => {
  it("shows the certificate's dates and score in the reader's language", () => {
    show(() => ({}));
    const dialog = screen.getByRole('dialog', { name: 'Basic life support' });
    expect(dialog).toHaveTextContent('12 March 2025');
    expect(dialog).toHaveTextContent('87.5%');
  });

  it("renews through the shared renewal: start_renewal, then the item's own page", async () => {
    const api = show(() => ({ certificationId: 'cert-bls', renewalState: 'IsManuallyRenewing', enteredRenewalOn: '2026-03-12T09:00:00.000Z' }));
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }));
    // The item is a curriculum in the catalogue: its page, not the landing page, after the second's wait.
    expect(await screen.findByText('/catalogue/item/bls-theory', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/diploma/learner/certifications/cert-bls/start_renewal']);
  });

  it('says General.Failure and gives the button back when the LMS refuses', async () => {
    show(() => {
      throw new ApiError({ status: 500, code: 'Boom', message: 'boom' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }));
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeEnabled();
    expect(shownMessages()).toEqual([['error', 'Sorry, something went wrong. Please try again.']]);
  });
});
