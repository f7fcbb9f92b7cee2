import type { ProfileFieldDefinition } from '@portal/contracts';
import { isProfileEditable, profileFormProblems, profileFormValues, profileUpdate, toProfileValue } from './profile-form';

function field(def: Partial<ProfileFieldDefinition> & Pick<ProfileFieldDefinition, 'name' | 'type'>): ProfileFieldDefinition {
  return { label: def.name, required: false, adminOnly: false, ...def };
}

const FIELDS: ProfileFieldDefinition[] = [
  field({ name: 'mail', label: 'E-mail', type: 'mail', required: true }),
  field({ name: 'jobTitle', label: 'Job title', type: 'text', required: true, validationExpression: '^.{2,80}$', supportedValuesMessage: 'Enter between 2 and 80 characters' }),
  field({ name: 'department', type: 'singleChoice', supportedValues: ['Nursing', 'Pharmacy'] }),
  field({ name: 'skills', type: 'multiChoice', supportedValues: ['First aid', 'Manual handling'] }),
  field({ name: 'interests', type: 'tags', supportedValues: ['Leadership', 'Research'] }),
  field({ name: 'startDate', type: 'date' }),
  field({ name: 'reviewDate', type: 'datepicker' }),
  field({ name: 'manager', type: 'user' }),
  field({ name: 'employeeId', type: 'text', adminOnly: true, required: true }),
];

describe('isProfileEditable (spec 1 §5)', () => {
  it("is read-only for non-forms users and where Profile.Editing.Enabled is 'false'", () => {
    expect(isProfileEditable({ authenticationMode: 'forms' }, { items: [] })).toBe(true);
    expect(isProfileEditable({ authenticationMode: 'forms' }, null)).toBe(true);
    expect(isProfileEditable({ authenticationMode: 'sso' }, { items: [] })).toBe(false);
    expect(isProfileEditable({ authenticationMode: 'forms' }, { items: [{ name: 'Profile.Editing.Enabled', value: 'false' }] })).toBe(false);
    expect(isProfileEditable({ authenticationMode: 'forms' }, { items: [{ name: 'Profile.Editing.Enabled', value: 'true' }] })).toBe(true);
  });
});

describe('profileFormValues', () => {
  it('shows dates as yyyy-mm-dd and multi-value fields as lists', () => {
    const values = profileFormValues(FIELDS, { startDate: '2024-09-02T00:00:00.000Z', skills: ['First aid'], interests: 'Leadership, Research', jobTitle: 'Nurse' });
    expect(values).toMatchObject({ startDate: '2024-09-02', reviewDate: '', skills: ['First aid'], interests: ['Leadership', 'Research'], jobTitle: 'Nurse', mail: '' });
  });
});

describe('toProfileValue', () => {
  it('sends dates as midnight UTC', () => {
    expect(toProfileValue(field({ name: 'd', type: 'date' }), '2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
    expect(toProfileValue(field({ name: 'd', type: 'datepicker' }), '2025-12-31')).toBe('2025-12-31T00:00:00.000Z');
    expect(toProfileValue(field({ name: 'd', type: 'date' }), '')).toBe('');
    expect(toProfileValue(field({ name: 't', type: 'text' }), '  Nurse ')).toBe('Nurse');
  });
});

describe('profileFormProblems (spec 1 §5)', () => {
  const valid = {
    mail: 'lee@demo.example',
    jobTitle: 'Nurse',
    department: 'Nursing',
    skills: ['First aid'],
    interests: ['Research'],
    startDate: '2024-09-02',
    reviewDate: '',
    manager: '',
    employeeId: '',
  };

  it('accepts valid values and never checks adminOnly fields', () => {
    expect(profileFormProblems(FIELDS, valid, null)).toEqual({});
  });

  it("'required' for an empty required field", () => {
    expect(profileFormProblems(FIELDS, { ...valid, jobTitle: '  ', mail: '' }, null)).toEqual({ jobTitle: 'required', mail: 'required' });
  });

  it('the supportedValuesMessage, else invalid', () => {
    expect(profileFormProblems(FIELDS, { ...valid, jobTitle: 'N' }, null)).toEqual({ jobTitle: 'Enter between 2 and 80 characters' });
    expect(profileFormProblems(FIELDS, { ...valid, department: 'Estates' }, null)).toEqual({ department: 'invalid' });
  });

  it('multi-value fields need every value supported', () => {
    expect(profileFormProblems(FIELDS, { ...valid, skills: ['First aid', 'Juggling'] }, null)).toEqual({ skills: 'invalid' });
  });

  it('an e-mail field needs an e-mail address; a date a real yyyy-mm-dd', () => {
    expect(profileFormProblems(FIELDS, { ...valid, mail: 'lee' }, null)).toEqual({ mail: 'invalid' });
    expect(profileFormProblems(FIELDS, { ...valid, startDate: '02/09/2024' }, null)).toEqual({ startDate: 'invalid' });
    expect(profileFormProblems(FIELDS, { ...valid, startDate: '2023-02-29' }, null)).toEqual({ startDate: 'invalid' });
  });

  it('skips the mail box when the username is the e-mail', () => {
    expect(profileFormProblems(FIELDS, { ...valid, mail: '' }, { userNameIsEmail: true })).toEqual({});
  });
});

describe('profileUpdate', () => {
  const values = { mail: 'lee@demo.example', jobTitle: ' Nurse ', startDate: '2024-09-02', skills: ['First aid'], employeeId: 'E1', manager: 'sam' };

  it('sends every editable field, dates as midnight UTC, and leaves adminOnly fields and the account address out', () => {
    const update = profileUpdate(FIELDS, values, { username: 'lee' }, null);
    expect(update).toEqual({
      profile: {
        jobTitle: 'Nurse',
        department: '',
        skills: ['First aid'],
        interests: [],
        startDate: '2024-09-02T00:00:00.000Z',
        reviewDate: '',
        manager: 'sam',
      },
    });
    expect(update.profile).not.toHaveProperty('employeeId');
  });

  it('sends the username as EmailAddress when the username is the e-mail', () => {
    const update = profileUpdate(FIELDS, values, { username: 'lee@demo.example' }, { userNameIsEmail: true });
    expect(update.EmailAddress).toBe('lee@demo.example');
    expect(update.profile).not.toHaveProperty('mail');
    expect(profileUpdate(FIELDS, values, { username: 'lee@demo.example' }, { userNameIsEmail: false }).EmailAddress).toBeUndefined();
  });
});
