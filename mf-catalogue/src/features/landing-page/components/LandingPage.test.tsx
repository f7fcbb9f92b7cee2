import { screen, waitFor, within } from '@testing-library/react';
import { pageTitle } from '@portal/ui';
import userEvent from '@testing-library/user-event';
import { renderAreaPage } from '@portal/testing';
import { makeItem } from '../../../lib/domain/test-fixtures';
import type { AppSettings } from '@portal/contracts';
import { learner, mockLms, shownTexts } from '../../../test/catalogue-lms';
import LandingPage from './LandingPage';

const PATH = '/catalogue/landingpage/item/:id/:parentId?/:autolaunch?';
const V4 = '/reach/demo/api/v4/users/u-learner/content';

const link = makeItem({
  Id: 'demo-link',
  Name: 'Hand hygiene guidance',
  type: 'Link',
  FriendlyType: 'Web link',
  Description: '<p>Read the <strong>guidance</strong></p>',
  durationExtension: 15,
});
const video = makeItem({ Id: 'demo-video', Name: 'Moving and handling', type: 'Video', LaunchPath: '/content/demo/video/moving.webm' });
const audio = makeItem({ Id: 'demo-audio', Name: 'Sepsis podcast', type: 'Audio', LaunchPath: '/content/demo/audio/sepsis.mp3', CompletionMode: 'Auto' });
const completed = makeItem({ Id: 'demo-completed', Name: 'Fire safety', Completion: 'Completed', RatingMean: 4, RatingCount: 1 });
const intro = makeItem({ Id: 'demo-cur-intro', Name: 'Introduction', parents: ['demo-curriculum'] });
const assessment = makeItem({ Id: 'demo-cur-assessment', Name: 'Assessment', parents: ['demo-curriculum'] });
const curriculum = makeItem({
  Id: 'demo-curriculum',
  Name: 'Infection control',
  type: 'Curriculum',
  Entries: [
    { ItemId: 'demo-cur-intro', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
    { ItemId: 'demo-cur-assessment', Index: 1, IsRequiredForCompletion: true, PrerequisiteIDs: ['demo-cur-intro'] },
  ],
});
const unlocked = { [`POST ${V4}/demo-cur-assessment/curriculumcheck`]: () => ({ breadcrumb: [{ id: 'demo-curriculum', isLocked: false }] }) };

const show = (url: string, api = mockLms([link, video, audio, completed, curriculum, intro, assessment]), settings: AppSettings = { items: [], enableRatings: true }) => {
  renderAreaPage(<LandingPage />, { route: PATH, path: url, api, user: learner, settings });
  return api;
};

describe('LandingPage', () => {
  it('shows the item: title, type, duration, status, progress and its description', async () => {
    show('/catalogue/landingpage/item/demo-link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand hygiene guidance' })).toBeInTheDocument();
    expect(pageTitle.get()).toBe('Content landing page');
    const details = screen.getByText('Type').closest('dl')!;
    // A type the portal knows is named in the reader's language, not with the LMS's (English) FriendlyType.
    expect(within(details).getByText('Link')).toBeInTheDocument();
    expect(within(details).getByText('15 minutes')).toBeInTheDocument();
    expect(within(details).getByText('Not started')).toBeInTheDocument();
    expect(within(details).getByText('0% complete')).toBeInTheDocument();
    expect(await screen.findByText('guidance', { selector: 'strong' })).toBeInTheDocument();
  });

  it('launches through the launch route', async () => {
    const user = userEvent.setup();
    show('/catalogue/landingpage/item/demo-link');
    await user.click(await screen.findByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue\/launch\/demo-link$/));
  });

  it('launches a curriculum child within its curriculum', async () => {
    const user = userEvent.setup();
    const api = mockLms([curriculum, { ...intro, Completion: 'Completed' }, assessment], unlocked);
    show('/catalogue/landingpage/item/demo-cur-assessment/demo-curriculum', api);
    await user.click(await screen.findByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue\/launch\/demo-curriculum\/demo-cur-assessment$/));
  });

  it('plays a video in a large modal at once with autolaunch, recording the attempt', async () => {
    const api = show('/catalogue/landingpage/item/demo-video/-/autolaunch', mockLms([video], { 'POST /lrs/statements': () => ({}) }));
    const dialog = await screen.findByRole('dialog', { name: 'Moving and handling' });
    expect(dialog).toHaveClass('lp-dialog--lg');
    expect(within(dialog).getByLabelText('Moving and handling')).toHaveAttribute('src', '/_api/content/demo/video/moving.webm');
    await waitFor(() => expect(api.calls.find((call) => call.path === '/lrs/statements')?.body).toMatchObject({ verb: { id: 'http://adlnet.gov/expapi/verbs/attempted' } }));
  });

  it('plays audio in a modal with a close button at the top; an auto-completing one is completed', async () => {
    const user = userEvent.setup();
    const api = show('/catalogue/landingpage/item/demo-audio/-/autolaunch', mockLms([audio], { [`POST ${V4}/demo-audio/status`]: ({ Completion }) => ({ Completion }) }));
    const dialog = await screen.findByRole('dialog', { name: 'Sepsis podcast' });
    await waitFor(() => expect(api.calls.find((call) => call.path === `${V4}/demo-audio/status`)?.body).toEqual({ Completion: 'Completed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not start a video without autolaunch', async () => {
    show('/catalogue/landingpage/item/demo-video');
    expect(await screen.findByRole('button', { name: 'Launch' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks a manual item complete', async () => {
    const user = userEvent.setup();
    const api = show('/catalogue/landingpage/item/demo-link', mockLms([link], { [`POST ${V4}/demo-link/status`]: ({ Completion }) => ({ Completion }) }));
    await user.click(await screen.findByRole('button', { name: 'Mark complete' }));
    await waitFor(() => expect(shownTexts()).toEqual(['The item is marked as complete']));
    expect(api.calls.find((call) => call.path === `${V4}/demo-link/status`)).toMatchObject({ body: { Completion: 'Completed' }, query: { actingAs: 'u-learner' } });
    // The catalogue is cleared after the change and loaded again.
    await waitFor(() => expect(api.calls.filter((call) => call.path.endsWith('/catalogue'))).toHaveLength(2));
  });

  it('cancels the completion of a manual item marked complete (CancelCompletion)', async () => {
    const user = userEvent.setup();
    const api = show(
      '/catalogue/landingpage/item/demo-link',
      mockLms([{ ...link, Completion: 'Completed' }], { [`DELETE ${V4}/demo-link/status`]: () => ({ Completion: 'Attempted' }) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel completion' }));
    await waitFor(() => expect(shownTexts()).toEqual(['The item is no longer marked as complete']));
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: `${V4}/demo-link/status`, query: { actingAs: 'u-learner' } });
  });

  it('rates a completed item with the keyboard and shows the new mean to 2 decimals', async () => {
    const user = userEvent.setup();
    const api = show('/catalogue/landingpage/item/demo-completed', mockLms([completed], { 'POST /reach/demo/api/v3/users/learner/entryrating': () => ({ Mean: 4.5, Count: 2 }) }));
    expect(await screen.findByText('Average rating 4.00 out of 5 (ratings: 1)')).toBeInTheDocument();
    const stars = screen.getByRole('group', { name: 'Your rating' });
    within(stars).getByRole('radio', { name: 'Rate 3 out of 5' }).focus();
    await user.keyboard(' ');
    // Moving through the stars chooses; only the Save button sends the rating.
    await user.click(within(stars).getByRole('radio', { name: 'Rate 5 out of 5' }));
    expect(within(stars).getByRole('radio', { name: 'Rate 5 out of 5' })).toBeChecked();
    expect(api.calls.some((call) => call.path.endsWith('/entryrating'))).toBe(false);
    screen.getByRole('button', { name: 'Save rating' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Average rating 4.50 out of 5 (ratings: 2)')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/entryrating')).map((call) => call.body)).toEqual([{ EntryId: 'demo-completed', Rating: 5 }]);
    expect(within(stars).getByRole('radio', { name: 'Rate 5 out of 5' })).toBeChecked();
    expect(shownTexts()).toEqual(['Thank you for rating this item']);
  });

  it('does not let a NotAttempted item be rated, and hides ratings when they are off', async () => {
    show('/catalogue/landingpage/item/demo-link');
    expect(await screen.findByText('Not rated yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your rating' })).not.toBeInTheDocument();
  });

  it('hides ratings when the tenant has them off', async () => {
    show('/catalogue/landingpage/item/demo-completed', undefined, { items: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fire safety' })).toBeInTheDocument();
    expect(screen.queryByText(/Average rating/)).not.toBeInTheDocument();
  });

  it('shows a curriculum child its prerequisites and holds the launch', async () => {
    show('/catalogue/landingpage/item/demo-cur-assessment/demo-curriculum', mockLms([curriculum, intro, assessment], unlocked));
    const prerequisites = await screen.findByRole('region', { name: 'Prerequisites' });
    expect(within(prerequisites).getByRole('listitem')).toHaveTextContent('Introduction Needed');
    expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('CatalogueInfection controlAssessment');
  });

  it('disables the actions under a locked parent curriculum', async () => {
    const api = mockLms([curriculum, { ...intro, Completion: 'Completed' }, assessment], {
      [`POST ${V4}/demo-cur-assessment/curriculumcheck`]: () => ({ breadcrumb: [{ id: 'demo-curriculum', isLocked: true }] }),
    });
    show('/catalogue/landingpage/item/demo-cur-assessment/demo-curriculum', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is locked because a curriculum it belongs to is locked.');
    expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
  });

  it('enrols on a NotEnrolled item', async () => {
    const user = userEvent.setup();
    const optional = makeItem({ Id: 'optional', Name: 'Optional module', Enrolment: 'NotEnrolled' });
    const api = mockLms([optional], { [`POST ${V4}/optional/enrollment`]: () => ({ status: 'EnrollmentPendingApproverApproval' }) });
    show('/catalogue/landingpage/item/optional', api);
    await user.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
    await waitFor(() => expect(shownTexts()).toContain('Your enrolment request has been sent for approval'));
    expect(api.calls.find((call) => call.path.endsWith('/enrollment'))?.body).toEqual({ status: 'Enrolled' });
  });

  it('registers interest in an event', async () => {
    const user = userEvent.setup();
    const event = makeItem({ Id: 'demo-event', Name: 'Resuscitation workshop', type: 'Event', Enrolment: 'NotEnrolled' });
    const api = mockLms([event], { [`POST ${V4}/demo-event/registerinterest`]: () => ({ status: 'Registered' }) });
    show('/catalogue/landingpage/item/demo-event', api);
    await user.click(await screen.findByRole('button', { name: 'Register interest' }));
    await waitFor(() => expect(shownTexts()).toContain('Thank you, we will let you know when there is news about this item'));
  });

  it('says when the item is not there', async () => {
    show('/catalogue/landingpage/item/gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('This item could not be found.');
  });

  describe('premium content (spec 2 §4 premiumChecks, §6)', () => {
    const premium = makeItem({ Id: 'demo-premium', Name: 'Masterclass', sku: 'SKU-M' });
    const product = (invoice: unknown) => ({ product: { sku: 'SKU-M', name: 'Masterclass', gross_amount: 95, net_amount: 79.17, currency: 'GBP', invoice } });
    const store = (invoice: unknown) =>
      mockLms([premium], {
        'POST /store/invoice/find': () => ({ invoice }),
        'POST /store/product/find': () => product(invoice),
      });

    it('offers buying first, not a launch that can only fail, while unpaid', async () => {
      show('/catalogue/landingpage/item/demo-premium', store(null), { items: [], enableCommerce: true });
      expect(await screen.findByText('This is premium content. Buy it to open it.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Add to basket' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    });

    it('launches once bought', async () => {
      const invoice = {
        id: 'i1',
        reference: 'INV-1',
        product_sku: 'SKU-M',
        user_id: 'u-learner',
        gross_amount: 95,
        net_amount: 79.17,
        currency: 'GBP',
        paid_at: '2026-01-01T00:00:00.000Z',
      };
      show('/catalogue/landingpage/item/demo-premium', store(invoice), { items: [], enableCommerce: true });
      expect(await screen.findByRole('button', { name: 'Launch' })).toBeInTheDocument();
      expect(screen.queryByText('This is premium content. Buy it to open it.')).not.toBeInTheDocument();
    });
  });
});
