import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { renderAreaPage } from '@portal/testing';
import { makeItem } from '../../../lib/domain/test-fixtures';
import { learner, mockLms } from '../../../test/catalogue-lms';
import { forgetSeenChildren } from '../hooks/use-curriculum-page';
import CurriculumPage from './CurriculumPage';

const PATH = '/catalogue/item/:id/:parentId?';
const V4 = '/reach/demo/api/v4/users/u-learner/content';

const intro = makeItem({ Id: 'demo-cur-intro', Name: 'Introduction', type: 'Course', parents: ['demo-curriculum'], Completion: 'Completed' });
const assessment = makeItem({ Id: 'demo-cur-assessment', Name: 'Assessment', type: 'Course', parents: ['demo-curriculum'] });
const video = makeItem({ Id: 'demo-cur-video', Name: 'Watch first', type: 'Video', parents: ['demo-curriculum'] });
const curriculum = makeItem({
  Id: 'demo-curriculum',
  Name: 'Infection control',
  type: 'Curriculum',
  parents: ['demo-programme'],
  Entries: [
    { ItemId: 'demo-cur-assessment', Index: 2, IsRequiredForCompletion: true, PrerequisiteIDs: ['demo-cur-intro', 'demo-cur-video'], RequiredPrereqCount: 1 },
    { ItemId: 'demo-cur-intro', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
    { ItemId: 'demo-cur-video', Index: 1, IsRequiredForCompletion: false, PrerequisiteIDs: [] },
  ],
});
const programme = makeItem({ Id: 'demo-programme', Name: 'Clinical programme', type: 'Curriculum' });

function show(items: CatalogueItem[], url = '/catalogue/item/demo-curriculum', extra = {}) {
  const api = mockLms(items, extra);
  renderAreaPage(<CurriculumPage />, { route: PATH, path: url, api, user: learner });
  return api;
}

beforeEach(() => {
  forgetSeenChildren();
});
afterEach(() => jest.useRealTimers());

describe('CurriculumPage', () => {
  it('lists the entries in Index order with status, required or optional, and prerequisites', async () => {
    show([curriculum, intro, assessment, video]);
    const list = await screen.findByRole('list', { name: 'Contents' });
    const entries = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(entries).toEqual(['Introduction', 'Watch first', 'Assessment']);
    expect(screen.getByText('Course · Completed · Required')).toBeInTheDocument();
    expect(screen.getByText('Video · Not started · Optional')).toBeInTheDocument();
    const prerequisites = screen.getByRole('region', { name: 'Prerequisites of Assessment' });
    expect(within(prerequisites).getByText('Complete 1 of these before you start this item.')).toBeInTheDocument();
    expect(
      within(prerequisites)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Introduction Complete', 'Watch first Needed']);
  });

  it('a curriculum whose own prerequisites in its parent are unmet shows the lock and the prerequisite, and offers no Enrol or Launch', async () => {
    const first = makeItem({ Id: 'demo-first', Name: 'Preceptorship', type: 'Curriculum' });
    const parent = makeItem({
      Id: 'demo-programme',
      Name: 'Clinical programme',
      type: 'Curriculum',
      Entries: [
        { ItemId: 'demo-first', Index: 0, IsRequiredForCompletion: true, PrerequisiteIDs: [] },
        { ItemId: 'demo-curriculum', Index: 1, IsRequiredForCompletion: true, PrerequisiteIDs: ['demo-first'] },
      ],
    });
    show([{ ...curriculum, Enrolment: 'NotEnrolled' }, intro, assessment, video, parent, first], '/catalogue/item/demo-curriculum/demo-programme', {
      [`POST ${V4}/demo-curriculum/curriculumcheck`]: () => ({ breadcrumb: [{ id: 'demo-programme', isLocked: false }] }),
    });
    expect(await screen.findByText('This curriculum is locked until its prerequisites are complete.')).toBeInTheDocument();
    const prerequisites = screen.getByRole('region', { name: 'Prerequisites' });
    expect(within(prerequisites).getByRole('listitem')).toHaveTextContent('Preceptorship Needed');
    expect(screen.queryByRole('button', { name: 'Enrol' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Launch/ })).not.toBeInTheDocument();
  });

  it('shows progress as the average of the required children', async () => {
    show([curriculum, intro, assessment, { ...video, Completion: 'Completed' }]);
    // Introduction 1, Assessment 0; the optional video does not count.
    expect(await screen.findByText('50% complete')).toBeInTheDocument();
  });

  it('launches a child within the curriculum', async () => {
    const user = userEvent.setup();
    show([curriculum, intro, assessment, video]);
    await user.click(await screen.findByRole('button', { name: 'Launch Assessment' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalogue\/launch\/demo-curriculum\/demo-cur-assessment$/));
  });

  it('shows the breadcrumb of parent curricula and disables the actions when one is locked', async () => {
    show([programme, curriculum, intro, assessment, video], '/catalogue/item/demo-curriculum/demo-programme', {
      [`POST ${V4}/demo-curriculum/curriculumcheck`]: () => ({ breadcrumb: [{ id: 'demo-programme', isLocked: true }] }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is locked because a curriculum it belongs to is locked.');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Clinical programme (locked)' })).toHaveAttribute('href', '/catalogue/item/demo-programme');
    expect(screen.queryByRole('button', { name: /^Launch / })).not.toBeInTheDocument();
  });

  it('shows the updating notice after a child changed, then reloads after 5 seconds', async () => {
    jest.useFakeTimers();
    const first = show([curriculum, intro, assessment, video]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Infection control' })).toBeInTheDocument();
    first.calls.length = 0;
    // The learner launched the assessment and comes back: it is now attempted.
    document.body.innerHTML = '';
    const api = show([curriculum, intro, { ...assessment, Completion: 'Attempted' }, video]);
    expect(await screen.findByRole('dialog', { name: 'Updating' })).toHaveTextContent('Your progress is being updated. This takes a few seconds.');
    const loads = () => api.calls.filter((call) => call.path.endsWith('/catalogue')).length;
    expect(loads()).toBe(1);
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(loads()).toBe(1);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    await waitFor(() => expect(loads()).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no notice for a just-opened video that is not completed', async () => {
    show([curriculum, intro, assessment, video]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Infection control' })).toBeInTheDocument();
    document.body.innerHTML = '';
    show([curriculum, intro, assessment, { ...video, Completion: 'Attempted' }]);
    expect(await screen.findByText('Video · In progress · Optional')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the curriculum is not there', async () => {
    show([intro]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This curriculum could not be found.');
  });
});
