import { profilePath } from '@portal/contracts';
import { databases } from '../../helpers/db';
import { type TestClient, useLms } from '../../helpers/lms';

describe.each(databases())('profile on $name', (database) => {
  const lms = useLms(database);
  let client: TestClient;
  let url: string;

  beforeAll(async () => {
    client = lms.client();
    // The portal's own path builder: the route answers where the profile form and the language selector call.
    url = `/_api${profilePath('demo', await client.signIn('learner'))}`;
  });

  async function save(profile: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    return client.post(url, { profile, ...extra });
  }

  it('GET answers the own profile', async () => {
    const response = await client.get(url);
    expect(response.json().profile).toMatchObject({ mail: 'learner@demo.example', jobTitle: 'Staff Nurse', cpdEligible: 'Yes' });
  });

  it('refuses another user’s profile (403) and no session (401)', async () => {
    const other = await lms.db.selectFrom('users').select('id').where('username', '=', 'approver').executeTakeFirstOrThrow();
    const response = await client.get(`/_api${profilePath('demo', other.id)}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'NotOwnProfile' });
    expect((await lms.client().get(url)).statusCode).toBe(401);
  });

  it('saves a partial update and keeps the other fields', async () => {
    const response = await save({ department: 'Pharmacy', startDate: '2025-01-06T00:00:00.000Z' });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ department: 'Pharmacy', startDate: '2025-01-06T00:00:00.000Z', jobTitle: 'Staff Nurse' });
    expect((await client.get(url)).json().profile.department).toBe('Pharmacy');
  });

  it.each([
    [{ jobTitle: '' }, 'jobTitle: required'],
    [{ mail: '  ' }, 'mail: required'],
    [{ jobTitle: 'X' }, 'jobTitle: Enter between 2 and 80 characters'],
    [{ department: 'Marketing' }, 'department: invalid'],
    [{ cpdEligible: 'No' }, 'cpdEligible: not editable'],
    [{ mail: 'not-an-address' }, 'mail: invalid'],
    [{ startDate: '2025-02-30' }, 'startDate: invalid'],
    [{ department: ['Nursing'] }, 'department: invalid'],
    [{ employeeId: 'E9999' }, 'employeeId: not editable'],
    [{ favouriteColour: 'blue' }, 'favouriteColour: unknown field'],
  ])('refuses %j with 400 "%s"', async (profile, message) => {
    const response = await save(profile);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, ErrorCode: 'ValidationFailed', Message: message });
  });

  it('accepts an adminOnly field sent back unchanged', async () => {
    expect((await save({ employeeId: 'E1001', jobTitle: 'Senior Staff Nurse' })).json().profile).toMatchObject({ employeeId: 'E1001', jobTitle: 'Senior Staff Nurse' });
  });

  it('refuses a body that breaks the contract', async () => {
    const response = await client.post(url, { profile: { jobTitle: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toMatch(/^profile\.jobTitle: /);
  });

  it('does not change the address: a new one goes through the confirmed e-mail change', async () => {
    const response = await save({ mail: 'alex.morgan@demo.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorCode).toBe('EmailChangeNeedsConfirmation');
    const user = await lms.db.selectFrom('users').select(['email', 'profile']).where('username', '=', 'learner').executeTakeFirstOrThrow();
    expect(user.email).toBe('learner@demo.example');
    expect(user.profile.mail).toBe('learner@demo.example');
    expect((await save({ mail: 'learner@demo.example', jobTitle: 'Staff Nurse' })).statusCode).toBe(200);
  });

  it('when editing is disabled only the preferred language may change', async () => {
    await lms.db.updateTable('named_items').set({ value: 'false' }).where('name', '=', 'Profile.Editing.Enabled').execute();
    try {
      expect((await save({ jobTitle: 'Matron' })).json()).toEqual({ success: false, ErrorCode: 'ProfileReadOnly' });
      expect((await save({ preferredLanguage: 'cy-GB' })).json().profile.preferredLanguage).toBe('cy-GB');
    } finally {
      await lms.db.updateTable('named_items').set({ value: 'true' }).where('name', '=', 'Profile.Editing.Enabled').execute();
    }
  });
});
