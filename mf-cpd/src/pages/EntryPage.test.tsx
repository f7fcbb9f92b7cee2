import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { DRAFT_RULE_MESSAGE } from '@portal/contracts/cpd';
import { renderAreaPage, type AreaPageOptions } from '@portal/testing';
import { enterDate } from '@portal/ui/date-field/testing';
import { paths } from '../paths';
import { almanac, cpdPage, CURRENT, ENTRIES, learner, reviewer, SCHEMA } from '../test/cpd-lms';
import EntryPage from './EntryPage';

const year = new Date().getUTCFullYear();
const bounds = { journalId: 'current', minDate: CURRENT.start_date, maxDate: CURRENT.end_date, mode: 'credits' as const };
const show = (path: string, options: Partial<AreaPageOptions> = {}) => renderAreaPage(<EntryPage />, cpdPage({ route: '/cpd/item', path, ...options }));
const saved = (fields: Record<string, string>) => ({ reference: 'new', entry: { ...ENTRIES[0]!, reference: 'new', fields } });

describe('EntryPage (spec 3 §2, §5)', () => {
  it('adds an entry: credits computed from the time, every field sent as a string, back to the list', async () => {
    const user = userEvent.setup();
    const api = show(paths.item.href({ ...bounds, isNew: true }), { handlers: almanac({ 'POST /almanac/SetEntry': ({ fields }) => saved(fields) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'New entry' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Falls prevention');
    await user.selectOptions(screen.getByLabelText('Activity type'), 'Course');
    await enterDate(user, screen.getByRole('group', { name: 'Completion date' }), `${year}-03-04`);
    await user.type(screen.getByLabelText('Hours'), '2');
    await user.selectOptions(screen.getByLabelText('Minutes'), '30');
    expect(screen.getByText(/2\.50/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reflection'), 'Use the falls bundle.');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cpd/list?period=current'));
    expect(api.calls.find((call) => call.path === '/almanac/SetEntry')?.body).toEqual({
      journalId: 'current',
      id: '',
      mode: 'credits',
      fields: {
        title: 'Falls prevention',
        type: 'Course',
        completion_date: `${year}-03-04T00:00:00.000Z`,
        time: '150',
        credits: '',
        reflection: 'Use the falls bundle.',
        draft: 'false',
      },
    });
  });

  it('puts the “Save as draft” box beside its label, inside it, not on a line of its own', async () => {
    const user = userEvent.setup();
    show(paths.item.href({ ...bounds, isNew: true }));
    const box = await screen.findByRole('checkbox', { name: 'Save as draft' });
    expect(box.closest('label')).toHaveTextContent(/^Save as draft$/);
    // The label's words tick it too.
    await user.click(screen.getByText('Save as draft'));
    expect(box).toBeChecked();
  });

  it('goes back to the list with its period and the filters it was opened with', async () => {
    const user = userEvent.setup();
    show(paths.item.href({ ...bounds, id: 'sepsis', filters: 'search=sepsis' }));
    await user.click(await screen.findByRole('button', { name: 'Back to entries' }));
    const back = new URL(screen.getByTestId('location').textContent!, 'http://x');
    expect([back.pathname, back.searchParams.get('period'), back.searchParams.get('filters')]).toEqual(['/cpd/list', 'current', 'search=sepsis']);
  });

  it("offers a mixed field's values and keeps the user's own words", async () => {
    const user = userEvent.setup();
    const provider = {
      key: 'provider',
      label: 'Provider',
      type: 'mixed' as const,
      hidden: false,
      editable: true,
      validation: {},
      data: { values: [{ value: 'Royal College', label: 'Royal College' }] },
    };
    const api = show(paths.item.href({ ...bounds, id: 'sepsis' }), {
      handlers: almanac({ 'POST /almanac/GetSchema': () => ({ fields: [...SCHEMA, provider] }), 'POST /almanac/SetEntry': ({ fields }) => saved(fields) }),
    });
    const box = await screen.findByRole('combobox', { name: 'Provider' });
    const offered = document.getElementById(box.getAttribute('list') ?? '');
    expect([...(offered?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['Royal College']);
    await user.type(box, 'Local hospice');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(api.calls.find((call) => call.path === '/almanac/SetEntry')?.body).toMatchObject({ fields: { provider: 'Local hospice' } }));
  });

  it('refuses a date outside the period and applies the draft rule before calling the LMS', async () => {
    const user = userEvent.setup();
    const api = show(paths.item.href({ ...bounds, isNew: true }));
    await user.type(await screen.findByLabelText('Title'), 'Reading');
    await user.selectOptions(screen.getByLabelText('Activity type'), 'Reading');
    await enterDate(user, screen.getByRole('group', { name: 'Completion date' }), `${year + 1}-01-02`);
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findAllByText('The date must fall within the period.')).not.toHaveLength(0);
    await enterDate(user, screen.getByRole('group', { name: 'Completion date' }), `${year}-02-02`);
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText(DRAFT_RULE_MESSAGE)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/almanac/SetEntry')).toBe(false);
  });

  it('names the field of each problem in the summary, so two missing fields read as two lines', async () => {
    const user = userEvent.setup();
    show(paths.item.href({ ...bounds, isNew: true }));
    await user.click(await screen.findByRole('button', { name: 'Save entry' }));
    expect(await screen.findByRole('button', { name: 'Title: This field is required.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completion date: This field is required.' })).toBeInTheDocument();
  });

  it('shows the LMS’s draft-rule refusal in the spec’s words', async () => {
    const user = userEvent.setup();
    show(paths.item.href({ ...bounds, id: 'sepsis' }), {
      handlers: almanac({
        'POST /almanac/SetEntry': () => {
          throw new ApiError({ status: 400, code: 'DraftRule', message: DRAFT_RULE_MESSAGE });
        },
      }),
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Sepsis recognition workshop');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DRAFT_RULE_MESSAGE);
  });

  it('copies an entry into a new one that starts from its values', async () => {
    const user = userEvent.setup();
    const api = show(paths.item.href({ ...bounds, id: 'sepsis', canCopy: true }), { handlers: almanac({ 'POST /almanac/SetEntry': ({ fields }) => saved(fields) }) });
    await user.click(await screen.findByRole('button', { name: 'Copy entry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New entry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Sepsis recognition workshop');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(api.calls.find((call) => call.path === '/almanac/SetEntry')?.body).toMatchObject({ id: '', fields: { title: 'Sepsis recognition workshop' } }));
  });

  it('deletes an entry after confirmation', async () => {
    const user = userEvent.setup();
    const api = show(paths.item.href({ ...bounds, id: 'sepsis' }), { handlers: almanac({ 'POST /almanac/DelEntry': () => ({ success: true }) }) });
    await user.click(await screen.findByRole('button', { name: 'Delete entry' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cpd/list?period=current'));
    expect(api.calls.find((call) => call.path === '/almanac/DelEntry')?.body).toEqual({ id: 'sepsis' });
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    show(paths.item.href({ ...bounds, id: 'sepsis' }));
    await user.type(await screen.findByLabelText('Title'), ' (updated)');
    await user.click(screen.getByRole('button', { name: 'Back to entries' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cpd/list?period=current');
  });

  it('is read-only in a locked period: no save, no delete', async () => {
    show(paths.item.href({ ...bounds, id: 'sepsis', isLocked: true }));
    expect(await screen.findByText('This entry belongs to a locked period and cannot be changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete entry' })).not.toBeInTheDocument();
  });

  it('sends lost params back to the list', async () => {
    show('/cpd/item');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/cpd\/list$/);
  });

  it('sends a learner opening someone else’s entry home', async () => {
    show(paths.item.href({ ...bounds, id: 'sepsis', uid: 'someone' }), { user: learner });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lets a reviewer read someone else’s entry, without changes', async () => {
    show(paths.item.href({ ...bounds, id: 'sepsis', uid: 'u1' }), { user: reviewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save entry' })).not.toBeInTheDocument();
  });
});
