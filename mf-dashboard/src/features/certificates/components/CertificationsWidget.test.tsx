import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certificate, Certification } from '@portal/contracts/certificates';
import { renderAreaPage } from '@portal/testing';
import { lee, readIn } from '../../../test/dashboard-test';
import CertificationsWidget from './CertificationsWidget';

const day = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * day).toISOString();
const certificate = (id: string, name: string, over: Partial<Certificate> = {}): Certificate => ({
  id,
  certificationId: `c-${name}`,
  name,
  calendarTitle: name,
  isParent: false,
  isLatest: true,
  timestamp: at(-100),
  renewalDate: null,
  expiresOn: null,
  hasExpired: false,
  score: null,
  renewalState: 'NotSupported',
  catalogueItem: null,
  reference: 'REF',
  ...over,
});
const certification = (id: string, title: string, certificates: Certificate[], hasCompliance = true): Certification => ({
  id,
  title,
  certificates,
  eligibilityStatus: 'Eligible',
  enteredRenewalOn: null,
  awardingActivities: [{ awardMode: 'Completion', activityId: `item-${id}` }],
  properties: {},
  hasCompliance,
});
const certifications = [
  certification('bls', 'Basic life support', [
    certificate('b2', 'Basic life support', {
      certificationId: 'bls',
      expiresOn: at(10),
      score: 80,
      renewalState: 'RenewalPossible',
      catalogueItem: { Id: 'demo-bls', type: 'course' },
    }),
    certificate('b1', 'Basic life support', { isLatest: false, timestamp: at(-465), expiresOn: at(-100), score: 70.5 }),
  ]),
  certification('fire', 'Fire safety', [certificate('f1', 'Fire safety', { timestamp: at(-5), score: 95 })], false),
  certification('moving', 'Moving and handling', []),
];

function show() {
  return renderAreaPage(<CertificationsWidget />, {
    route: '/',
    path: '/',
    user: lee,
    handlers: {
      'GET /diploma/learner/certificates_v2': () => certifications,
      'POST /diploma/learner/certifications/bls/start_renewal': () => ({ certificationId: 'bls', renewalState: 'IsManuallyRenewing', enteredRenewalOn: at(0) }),
    },
  });
}

describe('CertificationsWidget', () => {
  it('says whether the learner holds every compliance certificate and warns of one expiring within 30 days (the summary)', async () => {
    show();
    const widget = await screen.findByRole('region', { name: 'Certifications' });
    // Moving and handling is not started: not every compliance certificate is held; basic life support expires in 10 days.
    expect(await within(widget).findByText('You do not hold every compliance certificate yet.')).toBeInTheDocument();
    expect(within(widget).getByText('A compliance certificate expires within 30 days.')).toBeInTheDocument();
    // complianceStats and achievementStats: basic life support held of the two compliance certifications, fire safety of the one other.
    expect(within(widget).getByText('Compliance certifications held: 1 of 2')).toBeInTheDocument();
    expect(within(widget).getByText('Other certifications held: 1 of 1')).toBeInTheDocument();
  });

  it('lists each certification with its status, newest awarded first, the not started one with Start', async () => {
    show();
    const widget = await screen.findByRole('region', { name: 'Certifications' });
    expect((await within(widget).findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual(['Fire safety', 'Basic life support', 'Moving and handling']);
    expect(within(widget).getByText('Expiring soon', { selector: '.lp-tag' })).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Start Moving and handling' })).toHaveAttribute('href', '/catalogue/landingpage/item/item-moving');
    expect(within(widget).getByRole('link', { name: 'Download certificate (PDF) Fire safety' })).toHaveAttribute(
      'href',
      expect.stringContaining('/diploma/learner/certificates/f1/download?scope=demo'),
    );
    // Each held certificate's row carries its id, for /account/achievements#{certificate id}.
    expect(document.getElementById('f1')).toHaveTextContent('Fire safety');
    expect(document.getElementById('b2')).toHaveTextContent('Basic life support');
    await userEvent.selectOptions(within(widget).getByRole('combobox', { name: 'Sort by' }), 'Expires');
    expect(within(widget).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Basic life support');
    await userEvent.selectOptions(within(widget).getByRole('combobox', { name: 'Show certifications' }), 'notStarted');
    expect(
      within(widget)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Moving and handling']);
  });

  it('opens the history dialog with the older certificates', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'History Basic life support' }));
    const dialog = screen.getByRole('dialog', { name: 'History: Basic life support' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('writes the scores in the reader’s digits, in the list and in the history (ar-SA)', async () => {
    await readIn('ar-SA');
    show();
    const widget = await screen.findByRole('region', { name: /.+/ });
    await within(widget).findAllByRole('heading', { level: 3 });
    // Arabic percentages end with a letter mark (U+061C) after the sign.
    expect(within(widget).getByText(/^٩٥٪/)).toBeInTheDocument();
    expect(within(widget).getByText(/^٨٠٪/)).toBeInTheDocument();
    expect(within(widget).queryByText(/\d%/)).not.toBeInTheDocument();
    // The counts of the summary too (the figures come wrapped in direction isolates).
    expect(within(widget).getByText(/^شهادات الامتثال المحققة: \u2068?١\u2069? من \u2068?٢\u2069?$/)).toBeInTheDocument();
    await userEvent.click(within(widget).getByRole('button', { name: /^السجل .*Basic life support$/ }));
    expect(within(screen.getByRole('dialog')).getByText(/^٧٠٫٥٪/)).toBeInTheDocument();
  });

  it('renews: start_renewal, then after a second the item (spec 2 §4)', async () => {
    const api = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Renew Basic life support' }));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/diploma/learner/certifications/bls/start_renewal')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/catalogue/landingpage/item/demo-bls'), { timeout: 3000 });
  });
});
