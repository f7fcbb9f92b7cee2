import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import type { AppSettings, User } from '@portal/contracts';
import { bus } from '@portal/event-bus';
import { sessionStore } from '@portal/session';
import { messages, messageStore } from '@portal/ui';
import { renderRoute, signedInSession } from '@portal/testing';
import AvatarSection from './AvatarSection';

const lee: User = {
  id: 'u1',
  username: 'lee',
  displayName: 'Lee Learner',
  email: 'lee@demo.example',
  roles: [],
  profile: { mail: 'lee@demo.example' },
  authenticationMode: 'forms',
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

function show({ settings = { items: [{ name: 'Profile.Avatar.Editing.Enabled', value: 'true' }] } as AppSettings, user = lee, answer = (): unknown => ({ success: true }) } = {}) {
  signedInSession({ user: user, settings: settings });
  const api = createMockApiClient({ 'POST /avatar/:mailOrId': answer });
  renderRoute(<AvatarSection />, { route: '/account/settings', path: '/account/settings', api });
  return api;
}

/** Opens the upload dialog from the profile-picture section. */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Change picture' }));
  return screen.getByRole('dialog', { name: 'Change your profile picture' });
}

beforeEach(() => messages.clear());

describe('AvatarSection (spec 1 §4, §5, §8)', () => {
  it('shows a placeholder until the picture has loaded', () => {
    show();
    const image = screen.getByAltText('Your current profile picture');
    expect(image).toHaveAttribute('src', '/_api/avatar/lee%40demo.example?s=160');
    const initials = () => document.querySelector('.lp-avatar__placeholder[data-initials="LL"]');
    expect(initials()).toBeInTheDocument();
    fireEvent.load(image);
    expect(initials()).not.toBeInTheDocument();
  });

  it('uploads a png to /avatar/{mail}, says so and tells the header', async () => {
    const api = show();
    const changed = jest.fn();
    const off = bus.on('account.avatar-changed.v1', changed);
    const user = userEvent.setup();
    await openDialog(user);
    await user.upload(screen.getByLabelText('Choose a picture (GIF, JPG, JPEG or PNG)'), png());
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    await waitFor(() => expect(messageStore.getState().messages.map((m) => m.message)).toContain('Your profile picture was updated successfully'));
    off();
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/avatar/lee%40demo.example' });
    expect((api.calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(changed).toHaveBeenCalledWith({ userId: 'u1', version: expect.any(Number) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The new picture is fetched past the cache, with the placeholder until it arrives.
    expect(screen.getByAltText('Your current profile picture').getAttribute('src')).toMatch(/^\/_api\/avatar\/lee%40demo\.example\?s=160&v=\d+$/);
  });

  it('refuses a .txt before uploading', async () => {
    const api = show();
    const user = userEvent.setup({ applyAccept: false });
    await openDialog(user);
    await user.upload(screen.getByLabelText('Choose a picture (GIF, JPG, JPEG or PNG)'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The picture must be a GIF, JPG, JPEG or PNG file');
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    [400, 'Your profile needs an e-mail address before you can add a profile picture'],
    [413, 'The picture is too large. Please choose a smaller one'],
    [415, 'The picture must be a GIF, JPG, JPEG or PNG file'],
    [500, 'Your profile picture could not be updated. Please try again.'],
  ])('answers %i with its message', async (status, text) => {
    show({
      answer: () => {
        throw new ApiError({ status, message: String(status) });
      },
    });
    const user = userEvent.setup();
    await openDialog(user);
    await user.upload(screen.getByLabelText('Choose a picture (GIF, JPG, JPEG or PNG)'), png());
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // The dialog stays open with the choice kept, so the user can try again or pick another.
    expect(screen.getByRole('dialog', { name: 'Change your profile picture' })).toBeInTheDocument();
    expect((screen.getByLabelText('Choose a picture (GIF, JPG, JPEG or PNG)') as HTMLInputElement).files?.[0]?.name).toBe('me.png');
  });

  it('needs a mail when mail is a mandatory profile field', async () => {
    const api = show({ user: { ...lee, email: undefined, profile: {} } });
    act(() => sessionStore.getState().setProfileFields([{ name: 'mail', label: 'E-mail', type: 'mail', required: true, adminOnly: false }]));
    const user = userEvent.setup();
    await openDialog(user);
    await user.upload(screen.getByLabelText('Choose a picture (GIF, JPG, JPEG or PNG)'), png());
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile needs an e-mail address before you can add a profile picture');
    expect(api.calls).toHaveLength(0);
  });

  it('is not offered where avatar editing is off', () => {
    show({ settings: { items: [{ name: 'Profile.Avatar.Editing.Enabled', value: 'false' }] } });
    expect(screen.queryByRole('button', { name: 'Change picture' })).not.toBeInTheDocument();
  });
});
