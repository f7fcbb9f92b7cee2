import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient } from '@portal/api-client/testing';
import type { AppSettings, Profile, ProfileFieldDefinition, User } from '@portal/contracts';
import { i18n, initI18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { messages, messageStore } from '@portal/ui';
import { dateFieldValue, enterDate } from '@portal/ui/date-field/testing';
import { renderRoute, signedInSession } from '@portal/testing';
import ProfileForm from './ProfileForm';

const FIELDS: ProfileFieldDefinition[] = [
  { name: 'mail', label: 'E-mail', type: 'mail', required: true, adminOnly: false },
  {
    name: 'jobTitle',
    label: 'Job title',
    type: 'text',
    required: true,
    adminOnly: false,
    validationExpression: '^.{2,80}$',
    supportedValuesMessage: 'Enter between 2 and 80 characters',
  },
  { name: 'department', label: 'Department', type: 'singleChoice', required: false, adminOnly: false, supportedValues: ['Nursing', 'Pharmacy'] },
  { name: 'skills', label: 'Skills', type: 'multiChoice', required: false, adminOnly: false, supportedValues: ['First aid', 'Manual handling'] },
  { name: 'interests', label: 'Interests', type: 'tags', required: false, adminOnly: false, supportedValues: ['Leadership', 'Research'] },
  { name: 'startDate', label: 'Start date', type: 'date', required: false, adminOnly: false },
  { name: 'reviewDate', label: 'Review date', type: 'datepicker', required: false, adminOnly: false },
  { name: 'manager', label: 'Manager', type: 'user', required: false, adminOnly: false },
  { name: 'employeeId', label: 'Employee ID', type: 'text', required: false, adminOnly: true },
];

/** The language field, as the portal's languages offer it. */
const LANGUAGE: ProfileFieldDefinition = {
  name: 'preferredLanguage',
  label: 'Language',
  type: 'singleChoice',
  required: false,
  adminOnly: false,
  supportedValues: ['en-GB', 'fr-FR', 'ar-SA'],
};

const STORED: Profile = { mail: 'casey@demo.example', jobTitle: '', department: 'Nursing', startDate: '2024-09-02T00:00:00.000Z', employeeId: 'E1008' };
const casey: User = { id: 'u8', username: 'newbie', displayName: 'Casey Brown', roles: [], profile: STORED, authenticationMode: 'forms', isProfileCompleted: false };

function show({
  user = casey,
  settings = { items: [] } as AppSettings,
  save = (body: { profile: Profile }): unknown => ({ profile: { ...STORED, ...body.profile } }),
  fields = FIELDS,
} = {}) {
  signedInSession({ user: user, settings: settings });
  const api = createMockApiClient({
    'GET /reach/:scope/api/v4/profilefields': () => fields,
    'GET /reach/:scope/api/v4/users/:userId/profile': () => ({ profile: { ...STORED, preferredLanguage: 'en-GB' } }),
    'POST /reach/:scope/api/v4/users/:userId/profile': save,
    'POST /reach/:scope/api/v4/users/ResolveUsername': ({ username }: { username: string }) => {
      if (username === 'priya') return { success: true, userId: 'u2', displayName: 'Priya Shah' };
      throw new ApiError({ status: 404, code: 'UserNotFound', message: 'UserNotFound' });
    },
  });
  renderRoute(<ProfileForm />, { route: '/account/settings', path: '/account/settings?view=profile', api });
  return api;
}

beforeEach(() => messages.clear());

describe('ProfileForm (spec 1 §3, §5)', () => {
  it('switches the portal to the preferred language once saved', async () => {
    const api = show({ fields: [LANGUAGE], user: { ...casey, profile: { preferredLanguage: 'en-GB' } } });
    await act(() => initI18n({ api, locale: 'en-GB' }));
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar-SA');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(i18n.language).toBe('ar-SA'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ profile: { preferredLanguage: 'ar-SA' } });
    expect(document.documentElement.dir).toBe('rtl');
    await act(() => initI18n({ api, locale: 'en-GB' }));
  });

  it('shows and saves the language chosen in the header after the form opened, keeping what was typed', async () => {
    const jobTitle: ProfileFieldDefinition = { name: 'jobTitle', label: 'Job title', type: 'text', required: false, adminOnly: false };
    const api = show({ fields: [jobTitle, LANGUAGE], user: { ...casey, profile: { preferredLanguage: 'en-GB', jobTitle: '' } } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Ward sister');
    // The header's language selector saves the choice and updates the session user.
    act(() => sessionStore.getState().updateUser({ profile: { preferredLanguage: 'fr-FR', jobTitle: '' } }));

    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('fr-FR');
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Ward sister');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ profile: { jobTitle: 'Ward sister', preferredLanguage: 'fr-FR' } }));
  });

  it('starts from the language the header shows, not from an older read of the profile', async () => {
    // The profile read says en-GB (read before the header's change); the session user has fr-FR since.
    show({ fields: [LANGUAGE], user: { ...casey, profile: { ...STORED, preferredLanguage: 'fr-FR' } } });
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('fr-FR');
  });

  it('marks the required fields and says what the mark means', async () => {
    show();
    const jobTitle = await screen.findByRole('textbox', { name: 'Job title' });
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    expect(jobTitle).toBeRequired();
    expect(jobTitle.closest('.lp-field')?.querySelector('.lp-field__required')).toHaveTextContent('*');
    expect(screen.getByRole('combobox', { name: 'Department' }).closest('.lp-field')?.querySelector('.lp-field__required')).toBeNull();
  });

  it('draws every field type as the spec says', async () => {
    show();
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Nursing');
    expect(screen.getByRole('group', { name: 'Skills' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Skills' })).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('listbox', { name: 'Interests' })).toHaveAttribute('multiple');
    expect(dateFieldValue(screen.getByRole('group', { name: 'Start date' }))).toBe('2024-09-02');
    expect(screen.getByRole('group', { name: 'Review date' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Manager' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Employee ID' })).toBeDisabled();
    expect(screen.getByText('Please complete the required fields of your profile before you continue.')).toBeInTheDocument();
  });

  it("shows 'required' with the field label and the supportedValuesMessage, and sends nothing", async () => {
    const api = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription('Job title is required');
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'N');
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription('Enter between 2 and 80 characters');
    // The address is not edited in the form, so it is not checked there either.
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/profile'))).toHaveLength(0);
  });

  it('saves dates as midnight UTC without adminOnly fields, updates the session user and says so', async () => {
    const api = show();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Porter');
    await user.click(screen.getByRole('checkbox', { name: 'First aid' }));
    await user.selectOptions(screen.getByRole('listbox', { name: 'Interests' }), ['Research']);
    await enterDate(user, screen.getByRole('group', { name: 'Start date' }), '2025-01-06');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(messageStore.getState().messages.map((m) => m.message)).toContain('Your profile has been updated'));
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/reach/demo/api/v4/users/u8/profile')?.body as { profile: Profile };
    // The address is not the form's to save: it changes through its own confirmed step.
    expect(sent.profile).toEqual({
      jobTitle: 'Porter',
      department: 'Nursing',
      skills: ['First aid'],
      interests: ['Research'],
      startDate: '2025-01-06T00:00:00.000Z',
      reviewDate: '',
      manager: '',
    });
    expect(sessionStore.getState().user).toMatchObject({ isProfileCompleted: true, profile: { jobTitle: 'Porter' } });
    expect(sessionStore.getState().profileFields).toEqual(FIELDS);
    // The save makes the profile query stale: it is read again, and the boxes keep what was saved.
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/u8/profile'))).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Porter');
  });

  it('keeps the input and shows the update-profile failure when saving fails', async () => {
    show({
      save: () => {
        throw new ApiError({ status: 400, code: 'ValidationFailed', message: 'jobTitle: invalid' });
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Porter');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be updated. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Porter');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Nursing');
    expect(sessionStore.getState().user?.isProfileCompleted).toBe(false);
    // Typing again hides the failure.
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 's');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is read-only for sso users and where Profile.Editing.Enabled is false', async () => {
    show({ user: { ...casey, authenticationMode: 'sso' } });
    expect(await screen.findByRole('textbox', { name: 'Job title' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Your profile is managed by your organisation and cannot be changed here.')).toBeInTheDocument();
  });

  it('sends the username as EmailAddress when the username is the e-mail', async () => {
    const api = show({ user: { ...casey, username: 'casey@demo.example' }, settings: { userNameIsEmail: true, items: [] } });
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Porter');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/profile'))).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/profile'))?.body as { EmailAddress?: string; profile: Profile };
    expect(sent.EmailAddress).toBe('casey@demo.example');
    expect(sent.profile).not.toHaveProperty('mail');
  });

  it("suggests the user a 'user' field names (ResolveUsername) and takes it on Enter", async () => {
    const api = show();
    const user = userEvent.setup();
    const manager = await screen.findByRole('combobox', { name: 'Manager' });
    await user.type(manager, 'priya');
    const option = await screen.findByRole('option', { name: 'Priya Shah (priya)' });
    expect(option).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(manager).toHaveValue('priya');
    expect(manager).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls.find((call) => call.path.endsWith('/ResolveUsername'))?.body).toEqual({ username: 'priya', includeEmail: true });
  });
});

describe('changing the e-mail address', () => {
  function showWithEmailChange(overrides: Record<string, (body: never) => unknown> = {}) {
    const stored: Profile = { ...STORED, jobTitle: 'Nurse' };
    signedInSession({ user: { ...casey, email: 'casey@demo.example', profile: stored }, settings: { items: [] } as AppSettings });
    const api = createMockApiClient({
      'GET /reach/:scope/api/v4/profilefields': () => FIELDS,
      'GET /reach/:scope/api/v4/users/:userId/profile': () => ({ profile: stored }),
      'POST /reach/:scope/api/v4/users/:userId/email': ({ EmailAddress, password }: { EmailAddress: string; password: string }) => {
        if (password !== 'Portal!2026') throw new ApiError({ status: 400, code: 'PasswordIncorrect', message: 'PasswordIncorrect' });
        return { success: true, pending: EmailAddress };
      },
      'POST /reach/:scope/api/v4/users/:userId/email/confirm': ({ code }: { code: string }) => {
        if (code !== '123456') throw new ApiError({ status: 400, code: 'InvalidCode', message: 'InvalidCode' });
        return { success: true, email: 'casey.brown@new.example' };
      },
      ...overrides,
    });
    renderRoute(<ProfileForm />, { route: '/account/settings', path: '/account/settings?view=profile', api });
    return api;
  }

  it('the e-mail box is read-only; the change asks for the password, then the code sent to the new address', async () => {
    const api = showWithEmailChange();
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your e-mail address' });
    await user.type(within(dialog).getByLabelText('New e-mail address'), 'casey.brown@new.example');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password incorrect');
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'Portal!2026');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByText('We sent a confirmation code to casey.brown@new.example. Your address changes once you enter the code here.')).toBeInTheDocument();
    expect(sessionStore.getState().user?.email).toBe('casey@demo.example');
    await user.type(within(dialog).getByLabelText('Confirmation code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code you provided is invalid.');
    await user.clear(within(dialog).getByLabelText('Confirmation code'));
    await user.type(within(dialog).getByLabelText('Confirmation code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('casey.brown@new.example');
    expect(sessionStore.getState().user).toMatchObject({ email: 'casey.brown@new.example', profile: { mail: 'casey.brown@new.example' } });
    expect(messageStore.getState().messages.map((m) => m.message)).toContain('Your e-mail address has been changed');
    // Nothing else is posted: in particular the profile form is not submitted along with the dialog.
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path.split('/').slice(-2).join('/'))).toEqual([
      'u8/email',
      'u8/email',
      'email/confirm',
      'email/confirm',
    ]);
    // The change call itself carries the password (a session alone changes nothing).
    expect(api.calls.filter((call) => call.path.endsWith('/u8/email')).map((call) => call.body)).toEqual([
      { EmailAddress: 'casey.brown@new.example', password: 'wrong' },
      { EmailAddress: 'casey.brown@new.example', password: 'Portal!2026' },
    ]);
    // The confirmed change makes the profile read stale: it is asked again.
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/u8/profile'))).toHaveLength(2));
  });

  it('a taken address is refused without saying whose, and the user may enter another', async () => {
    showWithEmailChange({
      'POST /reach/:scope/api/v4/users/:userId/email': () => {
        throw new ApiError({ status: 409, code: 'EmailAddressUnavailable', message: 'EmailAddressUnavailable' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your e-mail address' });
    await user.type(within(dialog).getByLabelText('New e-mail address'), 'learner@demo.example');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(within(dialog).getByLabelText('Current password'), 'Portal!2026');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This e-mail address cannot be used. Please enter a different one.');
    expect(within(dialog).getByLabelText('New e-mail address')).toBeInTheDocument();
  });

  it('a two-factor user is asked the code when the LMS answers SecondFactorRequired; the change then carries both', async () => {
    const api = showWithEmailChange({
      'POST /reach/:scope/api/v4/users/:userId/email': ({ EmailAddress, code }: { EmailAddress: string; code?: string }) => {
        if (!code)
          throw new ApiError({
            status: 400,
            code: 'SecondFactorRequired',
            message: 'SecondFactorRequired',
            body: { success: false, ErrorCode: 'SecondFactorRequired', mode: 'email', to: 'c***y@demo.example' },
          });
        return { success: true, pending: EmailAddress };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your e-mail address' });
    await user.type(within(dialog).getByLabelText('New e-mail address'), 'casey.brown@new.example');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(within(dialog).getByLabelText('Current password'), 'Portal!2026');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter the code we sent to c***y@demo.example, or one of your recovery codes.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Two-factor or recovery code'), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByLabelText('Confirmation code')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/u8/email')).map((call) => call.body)).toEqual([
      { EmailAddress: 'casey.brown@new.example', password: 'Portal!2026' },
      { EmailAddress: 'casey.brown@new.example', password: 'Portal!2026', code: '246810' },
    ]);
  });
});
