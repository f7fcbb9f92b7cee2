import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { messageStore } from '@portal/ui';
import { renderAreaPage } from '@portal/testing';
import { paths } from '../paths';
import { almanac, cpdPage, CURRENT, ENTRIES } from '../test/cpd-lms';
import EntryPage from './EntryPage';

const bounds = { journalId: 'current', minDate: CURRENT.start_date, maxDate: CURRENT.end_date, mode: 'credits' as const };
const withFile = { ...ENTRIES[0]!, files: [{ id: 'f1', name: 'certificate.txt', size: 12, field: 'evidence' }] };
const handlers = (extra = {}) =>
  almanac({
    'POST /almanac/GetEntriesByOwner': () => ({ entries: [withFile, ENTRIES[1]] }),
    'POST /almanac/GetToken': () => ({ token: 'a'.repeat(64) }),
    'POST /almanac/SetEntry': () => ({ reference: withFile.reference, entry: withFile }),
    ...extra,
  });
const show = (extra = {}) =>
  renderAreaPage(<EntryPage />, cpdPage({ route: '/cpd/item', path: paths.item.href({ ...bounds, id: withFile.reference }), handlers: handlers(extra) }));

describe('evidence on the entry page (spec 3 §5, §8)', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:evidence');
    URL.revokeObjectURL = jest.fn();
  });

  it('uploads chosen evidence and removes evidence when the entry is saved', async () => {
    const user = userEvent.setup();
    const api = show({
      'POST /almanac/File/:token/:id': () => ({ success: true, file: { id: 'f2', name: 'notes.pdf', size: 3, field: 'evidence' } }),
      'POST /almanac/DelFile': () => ({ success: true }),
    });
    await user.upload(await screen.findByLabelText('Add evidence'), new File(['pdf'], 'notes.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('notes.pdf (uploaded when you save)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove certificate.txt' }));
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cpd/list?period=current'));
    expect(api.calls.find((call) => call.path === '/almanac/DelFile')?.body).toEqual({ entryId: 'sepsis', id: 'f1' });
    const upload = api.calls.find((call) => call.path.startsWith('/almanac/File/'));
    expect(upload?.path).toBe(`/almanac/File/${'a'.repeat(64)}/sepsis`);
    expect((upload?.body as FormData).get('field')).toBe('evidence');
    expect(((upload?.body as FormData).get('file') as File).name).toBe('notes.pdf');
  });

  it('refuses a file type outside the spec’s list at once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = show();
    await user.upload(await screen.findByLabelText('Add evidence'), new File(['MZ'], 'tool.exe'));
    expect(screen.getByText('This file type is not supported.')).toBeInTheDocument();
    expect(screen.queryByText(/tool\.exe/)).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/almanac/File/'))).toBe(false);
  });

  it('says a file was too large when the upload answers 413, and stays on the saved entry', async () => {
    const user = userEvent.setup();
    show({
      'POST /almanac/File/:token/:id': () => {
        throw new ApiError({ status: 413, code: 'PayloadTooLarge', message: 'too large' });
      },
    });
    await user.upload(await screen.findByLabelText('Add evidence'), new File(['x'], 'scan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(messageStore.getState().messages.map((m) => m.message)).toContain('The file is too large to upload.'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cpd\/item\?journalId=current&id=sepsis&/));
  });

  it('asks before leaving with a pending file change', async () => {
    const user = userEvent.setup();
    show();
    await user.upload(await screen.findByLabelText('Add evidence'), new File(['x'], 'scan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Back to entries' }));
    expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
  });

  it('downloads evidence through a fresh token', async () => {
    const user = userEvent.setup();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = show({ 'GET /almanac/File/:token/:id/:fileId': () => new Blob(['certificate']) });
    await user.click(await screen.findByRole('button', { name: 'Download certificate.txt' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('certificate.txt');
    expect(api.calls.map((call) => call.path)).toContain(`/almanac/File/${'a'.repeat(64)}/sepsis/f1`);
    click.mockRestore();
  });

  it('shares the entry by e-mail: the address is checked, success and failure naming the address', async () => {
    const user = userEvent.setup();
    let fail = false;
    const api = show({
      'POST /almanac/ShareEntry': () => {
        if (fail) throw new ApiError({ status: 500, message: 'down' });
        return { success: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Share by e-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Share by e-mail' });
    await user.type(within(dialog).getByLabelText('E-mail address'), 'mentor');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/almanac/ShareEntry')).toBe(false);
    await user.type(within(dialog).getByLabelText('E-mail address'), '@example.org');
    fail = true;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messageStore.getState().messages.map((m) => m.message)).toContain('Could not share with mentor@example.org. Please try again.'));
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path === '/almanac/ShareEntry').at(-1)?.body).toEqual({ id: 'sepsis', email_to: 'mentor@example.org', mode: 'credits' });
  });
});
