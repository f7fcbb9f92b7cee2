import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAreaPage, waitForLocation } from '@portal/testing';
import { makeItem } from '../../../lib/domain/test-fixtures';
import { learner, mockLms, shownTexts } from '../../../test/catalogue-lms';
import LaunchPage from './LaunchPage';

const commerceOn = { items: [], enableCommerce: true };
const V4 = '/reach/demo/api/v4/users/u-learner/content';
const PATH = '/catalogue/launch/:id/:childId?';

const intro = makeItem({ Id: 'demo-cur-intro', type: 'Course', parents: ['demo-curriculum'] });
const assessment = makeItem({ Id: 'demo-cur-assessment', type: 'Course', parents: ['demo-curriculum'] });
const curriculum = makeItem({
  Id: 'demo-curriculum',
  type: 'Curriculum',
  Entries: [
    { ItemId: 'demo-cur-intro', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
    { ItemId: 'demo-cur-assessment', Index: 1, IsRequiredForCompletion: true, PrerequisiteIDs: ['demo-cur-intro'] },
  ],
});
const link = makeItem({ Id: 'demo-link', type: 'Link', LaunchPath: '/content/demo/link/index.html' });
const course = makeItem({ Id: 'demo-course', type: 'Course', LaunchPath: '/content/demo/course/index.html', Completion: 'Completed', AllowAttempts: true, AllowReview: true });
const video = makeItem({ Id: 'demo-video', type: 'Video' });

afterEach(() => jest.restoreAllMocks());

describe('LaunchPage', () => {
  it('shows only a spinner while it decides', () => {
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-link', api: mockLms([link]), user: learner });
    expect(screen.getByRole('status')).toHaveTextContent('Opening your learning');
  });

  it('sends a curriculum child whose prerequisite is not met to its item page', async () => {
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-curriculum/demo-cur-assessment', api: mockLms([curriculum, intro, assessment]), user: learner });
    await waitForLocation(/^\/catalogue\/landingpage\/item\/demo-cur-assessment\/demo-curriculum$/);
  });

  it('sends a video to its landing page with autolaunch', async () => {
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-video', api: mockLms([video]), user: learner });
    await waitForLocation(/^\/catalogue\/landingpage\/item\/demo-video\/-\/autolaunch$/);
  });

  it('returns to the dashboard with Launch.notFound for an item that is not there', async () => {
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/gone', api: mockLms([link]), user: learner });
    await waitForLocation(/^\/dashboard$/);
    expect(shownTexts()).toEqual(['Item not found. This item could not be found. It may have been removed, or you may no longer have access to it.']);
  });

  it('shows the due date of mustCompleteByElapsed', async () => {
    const api = mockLms([link], { [`POST ${V4}/demo-link/launch`]: () => ({ status: 'mustCompleteByElapsed', dueDate: '2026-01-31T12:00:00.000Z' }) });
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-link', api, user: learner });
    await waitForLocation(/^\/dashboard$/);
    expect(shownTexts()).toEqual(['This item had to be completed by 31 January 2026 and can no longer be opened.']);
  });

  it.each([
    [{ status: 'enrollmentRequired' }, 'You need to be enrolled on this item before you can open it.'],
    [{ status: 'PrerequisitesNotMet' }, 'Complete the prerequisites of this item before you open it.'],
    [{ status: 'somethingNew' }, 'Sorry, this item could not be opened. Please try again later.'],
    [{}, 'Sorry, this item could not be opened. Please try again later.'],
  ])('shows the launch check %p as its message (Launch.error without a text of its own)', async (answer, message) => {
    const api = mockLms([link], { [`POST ${V4}/demo-link/launch`]: () => answer });
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-link', api, user: learner });
    await waitForLocation(/^\/dashboard$/);
    expect(shownTexts()).toEqual([message]);
  });

  it('opens a link in a new window and goes back to the page it was launched from', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    const api = mockLms([link], { [`POST ${V4}/demo-link/launch`]: () => ({ status: 'launch' }), 'POST /lrs/statements': () => ({}) });
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-link', api, user: learner, from: '/catalogue/landingpage/item/demo-link' });
    await waitForLocation(/^\/catalogue\/landingpage\/item\/demo-link$/);
    expect(open).toHaveBeenCalledWith('/_api/content/demo/link/index.html', '_blank');
  });

  it('fetches the catalogue once per launch, though the launch enrols silently and records the opening', async () => {
    jest.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    const required = makeItem({ ...link, Enrolment: 'NotEnrolled', EnrolmentMode: 'RequiredWithNoApproval' });
    const api = mockLms([required], {
      [`POST ${V4}/demo-link/enrollment`]: () => ({ status: 'Enrolled' }),
      [`POST ${V4}/demo-link/launch`]: () => ({ status: 'launch' }),
      'POST /lrs/statements': () => ({}),
    });
    const catalogueLoads = () => api.calls.filter((call) => call.path.endsWith('/catalogue')).length;
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-link', api, user: learner, from: '/catalogue/landingpage/item/demo-link' });
    // The reload is asked for when the launch settles, before it navigates back.
    await waitForLocation(/^\/catalogue\/landingpage\/item\/demo-link$/);
    expect(api.calls.map((call) => `${call.method} ${call.path.replace(V4, '…')}`)).toEqual([
      'GET /reach/demo/api/v3/users/learner/catalogue',
      'POST …/demo-link/enrollment',
      'POST …/demo-link/launch',
      // The record store's endpoint and token, asked once for both statements.
      'GET /reach/demo/api/v4/users/u-learner/xapi/config',
      'POST /lrs/statements',
      'POST /lrs/statements',
      'GET /reach/demo/api/v3/users/learner/catalogue',
    ]);
    expect(catalogueLoads()).toBe(2);
  });

  it('offers an Open link when the browser blocks the window', async () => {
    const user = userEvent.setup();
    const open = jest
      .spyOn(window, 'open')
      .mockReturnValueOnce(null)
      .mockReturnValueOnce({ closed: false } as Window);
    const api = mockLms([link], { [`POST ${V4}/demo-link/launch`]: () => ({ status: 'launch' }), 'POST /lrs/statements': () => ({}) });
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-link', api, user: learner });
    const openLink = await screen.findByRole('link', { name: 'Open' });
    expect(openLink).toHaveAttribute('href', '/_api/content/demo/link/index.html');
    await user.click(openLink);
    expect(open).toHaveBeenCalledTimes(2);
    await waitForLocation(/^\/catalogue\/landingpage\/item\/demo-link$/);
  });

  it('offers cancel, new attempt and review for a finished course, and the exceeded dialog', async () => {
    const user = userEvent.setup();
    const api = mockLms([course], { [`POST ${V4}/demo-course/attempts/trigger`]: () => ({ status: 'MaxAllowedAttemptsExceeded' }) });
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-course', api, user: learner });
    const dialog = await screen.findByRole('dialog', { name: 'You have finished this course' });
    expect([...dialog.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Cancel', 'New attempt', 'Review']);
    await user.click(screen.getByRole('button', { name: 'New attempt' }));
    expect(await screen.findByRole('dialog', { name: 'No attempts left' })).toBeInTheDocument();
    expect(shownTexts()).toEqual(['Error creating new attempt']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitForLocation(/^\/catalogue\/landingpage\/item\/demo-course$/);
  });

  it('cancel leaves a finished course alone', async () => {
    const user = userEvent.setup();
    const api = mockLms([course]);
    renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-course', api, user: learner, from: '/catalogue/items' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitForLocation(/^\/catalogue\/items$/);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0));
  });

  describe('launch step 7: premium content (spec 2 §4, §8)', () => {
    const premium = makeItem({ ...link, sku: 'SKU-L' });
    const paidCurriculum = makeItem({ ...curriculum, sku: 'SKU-C' });
    const invoice = {
      id: 'i1',
      reference: 'INV-1',
      product_sku: 'SKU-L',
      user_id: 'u-learner',
      gross_amount: 1,
      net_amount: 1,
      currency: 'GBP',
      paid_at: '2026-01-01T00:00:00.000Z',
    };
    it('goes back from an unpaid premium item saying so', async () => {
      const api = mockLms([premium], { 'POST /store/invoice/find': () => ({ invoice: null }) });
      renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-link', api, user: learner, settings: commerceOn, from: '/catalogue/landingpage/item/demo-link' });
      await waitForLocation(/^\/catalogue\/landingpage\/item\/demo-link$/);
      expect(shownTexts()).toEqual(['This is premium content. Buy it to open it.']);
      expect(api.calls.some((call) => call.path.endsWith('/launch'))).toBe(false);
    });

    it('a failed premium check shows General.Failure and goes back', async () => {
      const api = mockLms([premium]);
      renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-link', api, user: learner, settings: commerceOn, from: '/catalogue/items' });
      await waitForLocation(/^\/catalogue\/items$/);
      expect(shownTexts()).toEqual(['Sorry, something went wrong. Please try again.']);
    });

    it('sends a child of an unpaid premium curriculum to that curriculum with CurriculumLockingReRouting.Failure', async () => {
      const api = mockLms([paidCurriculum, intro, assessment], {
        'POST /store/invoice/find': () => ({ invoice: null }),
        [`POST ${V4}/demo-cur-intro/curriculumcheck`]: () => ({ breadcrumb: [{ id: 'demo-curriculum', isLocked: false }] }),
      });
      renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-curriculum/demo-cur-intro', api, user: learner, settings: commerceOn });
      await waitForLocation(/^\/catalogue\/item\/demo-curriculum$/);
      expect(shownTexts()).toEqual(['This item belongs to a premium curriculum. Buy the curriculum to open it.']);
    });

    it('launches a paid premium item', async () => {
      jest.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
      const api = mockLms([premium], {
        'POST /store/invoice/find': () => ({ invoice }),
        [`POST ${V4}/demo-link/launch`]: () => ({ status: 'launch' }),
        'POST /lrs/statements': () => ({}),
      });
      renderAreaPage(<LaunchPage />, { route: PATH, path: '/catalogue/launch/demo-link', api, user: learner, settings: commerceOn, from: '/catalogue/items' });
      await waitForLocation(/^\/catalogue\/items$/);
      expect(api.calls.some((call) => call.path.endsWith('/demo-link/launch'))).toBe(true);
    });
  });
});
