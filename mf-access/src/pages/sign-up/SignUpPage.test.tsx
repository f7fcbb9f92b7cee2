import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { AppSettings, ProfileFieldDefinition } from '@portal/contracts';
import { enterDate } from '@portal/ui/date-field/testing';
import { renderRoute, signedInSession, waitForLocation } from '@portal/testing';
import { browser } from '../../lib/browser';
import SignUpPage from './SignUpPage';

const PROFILE_FIELDS: ProfileFieldDefinition[] = [
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
  { name: 'startDate', label: 'Start date', type: 'date', required: false, adminOnly: false },
  { name: 'interests', label: 'Interests', type: 'multiChoice', required: false, adminOnly: false, supportedValues: ['Research', 'Teaching'] },
  { name: 'cpdEligible', label: 'CPD eligible', type: 'singleChoice', required: false, adminOnly: false, supportedValues: ['Yes', 'No'] },
];

const SETTINGS: AppSettings = {
  selfRegistration: {},
  registrationProfileFields: [
    { name: 'mail' },
    { name: 'jobTitle' },
    { name: 'department' },
    { name: 'startDate' },
    { name: 'interests' },
    { name: 'cpdEligible', value: 'No', hidden: true },
  ],
  registationPolicies: [{ label: 'Terms of use', url: 'https://demo.example/terms' }],
  items: [],
};

function show(settings: AppSettings = SETTINGS, handlers: Record<string, MockHandler> = {}) {
  signedInSession({ user: null, settings: settings });
  const api = createMockApiClient({
    'GET /reach/:scope/api/v4/profilefields': () => PROFILE_FIELDS,
    'POST /reach/:scope/api/v4/users': () => ({ success: true, userId: 'u42' }),
    ...handlers,
  });
  renderRoute(<SignUpPage />, { route: '/access/signup', path: '/access/signup', api });
  return api;
}

type User = ReturnType<typeof userEvent.setup>;

async function fillIn(user: User, { username = 'casey.new', password = 'Portal!2026', confirmation }: { username?: string; password?: string; confirmation?: string } = {}) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation ?? password);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }));
const registrations = (api: ReturnType<typeof show>) => api.calls.filter((call) => call.method === 'POST');

describe('SignUpPage', () => {
  it('registers with the form, the configured profile fields and the hidden ones, then thanks the user', async () => {
    const user = userEvent.setup();
    const api = show();
    await fillIn(user);
    await user.type(screen.getByLabelText('E-mail'), 'casey@demo.example');
    await user.type(screen.getByLabelText('Job title'), 'Staff Nurse');
    await user.selectOptions(screen.getByLabelText('Department'), 'Pharmacy');
    await enterDate(user, screen.getByRole('group', { name: 'Start date' }), '2026-01-05');
    await user.click(within(screen.getByRole('group', { name: 'Interests' })).getByLabelText('Teaching'));
    await submit(user);

    await waitForLocation('/access/thanks?title=access.thanks.registered.title&text=access.thanks.registered.text');
    expect(registrations(api)).toEqual([
      expect.objectContaining({
        path: '/reach/demo/api/v4/users',
        body: {
          Username: 'casey.new',
          Password: 'Portal!2026',
          authenticationMode: 'forms',
          profile: {
            mail: 'casey@demo.example',
            jobTitle: 'Staff Nurse',
            department: 'Pharmacy',
            startDate: '2026-01-05T00:00:00.000Z',
            interests: ['Teaching'],
            cpdEligible: 'No',
          },
        },
      }),
    ]);
  });

  it('shows the registration policies as links', async () => {
    show();
    expect(await screen.findByRole('link', { name: /Terms of use/ })).toHaveAttribute('href', 'https://demo.example/terms');
  });

  it('validates spec 1 §5 rules and keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = show();
    await fillIn(user, { username: 'casey new', password: 'short', confirmation: 'shorter' });
    await user.type(screen.getByLabelText('Job title'), 'x');
    await submit(user);
    expect(await screen.findByText('The username contains characters that are not allowed.')).toBeInTheDocument();
    expect(screen.getByText('The password does not meet the password requirements.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Enter between 2 and 80 characters')).toBeInTheDocument();
    // The field's name as its label has it, where a sentence starts with it.
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(screen.queryByText('Enter your E-mail')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('casey new');
    expect(registrations(api)).toHaveLength(0);
  });

  it("lists the tenant's password rules beside the box, before anything is typed and on a failure", async () => {
    const user = userEvent.setup();
    show();
    const password = await screen.findByLabelText('Password');
    const RULES = /Use at least 8 characters\. Do not use a common password, your username or the name of this site\./;
    expect(password).toHaveAccessibleDescription(RULES);
    await user.type(password, 'short');
    await submit(user);
    expect(await screen.findByText('The password does not meet the password requirements.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(RULES);
    expect(password).toHaveAccessibleDescription(/The password does not meet the password requirements\./);
  });

  it("shows the tenant's own complexity message as its rule", async () => {
    show({ ...SETTINGS, items: [{ name: 'Account.Password.ComplexityMessage', value: 'Use 10 or more characters, with a number.' }] });
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(/^Use 10 or more characters, with a number\. Do not use a common password/);
  });

  it('names no length where a configured expression has no message to say it in', async () => {
    show({ ...SETTINGS, items: [{ name: 'Account.Password.ComplexityExpression', value: '^.{12,}$' }] });
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription('Do not use a common password, your username or the name of this site.');
  });

  it('marks the required fields and says what the mark means', async () => {
    show();
    await screen.findByLabelText('Username');
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const name of ['Username', 'Password', 'Confirm password', 'E-mail', 'Job title']) {
      const box = screen.getByLabelText(name);
      expect(box).toBeRequired();
      expect(box.closest('.lp-field')?.querySelector('.lp-field__required')).toHaveTextContent('*');
    }
    // The date field's parts are what is required or not.
    for (const box of [screen.getByLabelText('Department'), within(screen.getByRole('group', { name: 'Start date' })).getAllByRole('spinbutton')[0]!]) {
      expect(box).not.toBeRequired();
      expect(box.closest('.lp-field')?.querySelector('.lp-field__required')).toBeNull();
    }
  });

  it("shows the server's ErrorCode and keeps the form", async () => {
    const user = userEvent.setup();
    show(SETTINGS, {
      'POST /reach/:scope/api/v4/users': () => {
        throw new ApiError({ status: 400, message: 'x', body: { success: false, ErrorCode: 'UsernameTaken' } });
      },
    });
    await fillIn(user);
    await user.type(screen.getByLabelText('E-mail'), 'casey@demo.example');
    await user.type(screen.getByLabelText('Job title'), 'Staff Nurse');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this username already exists.');
    expect(screen.getByLabelText('Username')).toHaveValue('casey.new');
  });

  it('says a password is too common when the server refuses it as one', async () => {
    const user = userEvent.setup();
    show(SETTINGS, {
      'POST /reach/:scope/api/v4/users': () => {
        throw new ApiError({ status: 400, message: 'x', body: { success: false, ErrorCode: 'PasswordTooCommon', Message: 'is too common' } });
      },
    });
    await fillIn(user);
    await user.type(screen.getByLabelText('E-mail'), 'casey@demo.example');
    await user.type(screen.getByLabelText('Job title'), 'Staff Nurse');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common: it appears in lists of leaked passwords. Please choose another.');
  });

  it('shows an unknown ErrorCode as it is', async () => {
    const user = userEvent.setup();
    show({ selfRegistration: {}, registrationProfileFields: [], items: [] }, { 'POST /reach/:scope/api/v4/users': () => ({ success: false, ErrorCode: 'DomainNotAllowed' }) });
    await fillIn(user);
    await user.type(screen.getByLabelText('E-mail'), 'casey@demo.example');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('DomainNotAllowed');
  });

  it('userNameIsEmail: the username is the e-mail, lower-cased and copied to profile.mail; the mail field is hidden', async () => {
    const user = userEvent.setup();
    const api = show({ ...SETTINGS, userNameIsEmail: true });
    await user.type(await screen.findByLabelText('E-mail address'), 'Casey@Demo.Example');
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Portal!2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Portal!2026');
    await user.type(screen.getByLabelText('Job title'), 'Staff Nurse');
    await submit(user);
    await waitForLocation(/^\/access\/thanks\?/);
    expect(registrations(api)[0]?.body).toMatchObject({ Username: 'casey@demo.example', profile: { mail: 'casey@demo.example', jobTitle: 'Staff Nurse' } });
  });

  it('goes to sign-in when self-registration is not configured', async () => {
    show({ items: [] });
    await waitForLocation(/^\/access\/signin$/);
  });

  it('an external registration action sends the browser away', () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    show({ selfRegistration: { action: { type: 'external', route: 'https://hr.example/join' } }, items: [] });
    expect(assign).toHaveBeenCalledWith('https://hr.example/join');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    assign.mockRestore();
  });
});
