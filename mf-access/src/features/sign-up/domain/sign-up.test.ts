import * as v from 'valibot';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { registrationFields } from './registration-fields';
import { registrationPayload } from './registration-payload';
import { signUpAction } from './sign-up-action';
import { signUpFormSchema, type SignUpForm } from './sign-up-form';

const def = (d: Partial<ProfileFieldDefinition> & Pick<ProfileFieldDefinition, 'name' | 'type'>): ProfileFieldDefinition => ({
  label: d.name,
  required: false,
  adminOnly: false,
  ...d,
});

const mail = def({ name: 'mail', label: 'E-mail', type: 'mail', required: true });
const jobTitle = def({
  name: 'jobTitle',
  label: 'Job title',
  type: 'text',
  required: true,
  validationExpression: '^.{2,80}$',
  supportedValuesMessage: 'Enter between 2 and 80 characters',
});
const department = def({ name: 'department', label: 'Department', type: 'singleChoice', supportedValues: ['Nursing', 'Pharmacy'] });
const startDate = def({ name: 'startDate', label: 'Start date', type: 'date' });
const skills = def({ name: 'skills', label: 'Skills', type: 'multiChoice', supportedValues: ['a', 'b'] });
const employeeId = def({ name: 'employeeId', label: 'Employee ID', type: 'text', adminOnly: true });
const preferredLanguage = def({ name: 'preferredLanguage', label: 'Language', type: 'singleChoice', supportedValues: ['en-GB', 'cy-GB'] });
const definitions = [mail, jobTitle, department, startDate, skills, employeeId, preferredLanguage];

describe('signUpAction (spec 1 §4 registration)', () => {
  it('is unavailable unless self-registration is configured', () => {
    expect(signUpAction(undefined)).toEqual({ kind: 'unavailable' });
    expect(signUpAction({})).toEqual({ kind: 'form' });
  });

  it('an external registration action redirects away', () => {
    expect(signUpAction({ action: { type: 'external', route: 'https://hr.example/join' } })).toEqual({ kind: 'external', url: 'https://hr.example/join' });
    expect(signUpAction({ action: { type: 'external', route: 'javascript:alert(1)' } })).toEqual({ kind: 'form' });
  });
});

describe('registrationFields', () => {
  const settings = {
    registrationProfileFields: [
      { name: 'mail' },
      { name: 'jobTitle' },
      { name: 'department', value: 'Nursing' },
      { name: 'skills' },
      { name: 'employeeId' },
      { name: 'cpdEligible', value: 'No', hidden: true },
      { name: 'unknown' },
    ],
  };

  it('shows the configured fields with their definitions, hides hidden ones and leaves out adminOnly and unknown ones', () => {
    const fields = registrationFields(settings, definitions);
    expect(fields.visible.map((field) => field.name)).toEqual(['mail', 'jobTitle', 'department', 'skills']);
    expect(fields.defaults).toEqual({ mail: '', jobTitle: '', department: 'Nursing', skills: [] });
    expect(fields.hidden).toEqual({ cpdEligible: 'No' });
  });

  it('always asks for mail first, the verification code goes there', () => {
    const fields = registrationFields({ registrationProfileFields: [{ name: 'jobTitle' }] }, definitions);
    expect(fields.visible).toEqual([mail, jobTitle]);
    expect(registrationFields({ registrationProfileFields: [] }, []).visible).toEqual([{ name: 'mail', label: 'E-mail', type: 'mail', required: false, adminOnly: false }]);
  });

  it('without configured registration fields asks for every field a user may edit but the language', () => {
    expect(registrationFields({}, definitions).visible.map((field) => field.name)).toEqual(['mail', 'jobTitle', 'department', 'startDate', 'skills']);
  });

  it('hides the mail field when the username is the e-mail', () => {
    expect(registrationFields({ ...settings, userNameIsEmail: true }, definitions).visible.map((field) => field.name)).not.toContain('mail');
  });
});

function issues(form: SignUpForm, { items = [] as { name: string; value: string }[], userNameIsEmail = false, fields = [jobTitle] } = {}) {
  const result = v.safeParse(signUpFormSchema({ items, userNameIsEmail, fields }), form);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) found[v.getDotPath(issue) ?? ''] ??= issue.message;
  return found;
}

const valid: SignUpForm = { username: 'casey.new', password: 'Portal!2026', confirmPassword: 'Portal!2026', profile: { jobTitle: 'Nurse' } };

describe('signUpFormSchema (spec 1 §5 sign-up)', () => {
  it('accepts a valid form', () => {
    expect(issues(valid)).toEqual({});
  });

  it('requires username, password and confirmation', () => {
    expect(issues({ ...valid, username: ' ', password: '', confirmPassword: '' })).toEqual({ username: 'required', password: 'required', confirmPassword: 'required' });
  });

  it("checks the username against the fallback rule (letters, digits, . - _ @ ')", () => {
    expect(issues({ ...valid, username: "o'neil-smith_2@x.y" })).toEqual({});
    expect(issues({ ...valid, username: 'casey new' })).toEqual({ username: 'UsernameComplexity' });
    expect(issues({ ...valid, username: 'casey!' })).toEqual({ username: 'UsernameComplexity' });
  });

  it('checks the username against Account.Username.ComplexityExpression', () => {
    const items = [{ name: 'Account.Username.ComplexityExpression', value: '^[a-z]{3,8}$' }];
    expect(issues({ ...valid, username: 'casey' }, { items })).toEqual({});
    expect(issues({ ...valid, username: 'casey.new' }, { items })).toEqual({ username: 'UsernameComplexity' });
  });

  it('when the username is the e-mail it must be one, checked lower-cased', () => {
    const items = [{ name: 'Account.Username.ComplexityExpression', value: '^[a-z@.]+$' }];
    expect(issues({ ...valid, username: 'Casey@Demo.Example' }, { items, userNameIsEmail: true })).toEqual({});
    expect(issues({ ...valid, username: 'casey' }, { items, userNameIsEmail: true })).toEqual({ username: 'InvalidEmail' });
  });

  it('password complexity: default at least 8 characters, else the configured expression and message', () => {
    expect(issues({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({ password: 'PasswordComplexity' });
    const items = [
      { name: 'Account.Password.ComplexityExpression', value: '\\d' },
      { name: 'Account.Password.ComplexityMessage', value: 'Include a digit.' },
    ];
    expect(issues({ ...valid, password: 'Portal!x', confirmPassword: 'Portal!x' }, { items })).toEqual({ password: 'Include a digit.' });
  });

  it('the confirmation must equal the password (PasswordMissMatch)', () => {
    expect(issues({ ...valid, confirmPassword: 'Portal!2027' })).toEqual({ confirmPassword: 'PasswordMissMatch' });
  });

  it('checks each profile field with its rules', () => {
    expect(issues({ ...valid, profile: { jobTitle: '' } })).toEqual({ 'profile.jobTitle': 'required' });
    expect(issues({ ...valid, profile: { jobTitle: 'x' } })).toEqual({ 'profile.jobTitle': 'Enter between 2 and 80 characters' });
    expect(issues({ ...valid, profile: { jobTitle: 'Nurse', skills: ['a', 'c'] } }, { fields: [jobTitle, skills] })).toEqual({ 'profile.skills': 'invalid' });
  });
});

describe('registrationPayload', () => {
  const context = { definitions, visible: [jobTitle, startDate, skills], hidden: { cpdEligible: 'No' }, language: 'cy-GB', userNameIsEmail: false };

  it('sends Username, Password, forms mode and the profile with dates at midnight UTC and the preferred language', () => {
    const form: SignUpForm = { ...valid, username: ' Casey.New ', profile: { jobTitle: ' Nurse ', startDate: '2026-01-05', skills: ['a'] } };
    expect(registrationPayload(form, context)).toEqual({
      Username: 'Casey.New',
      Password: 'Portal!2026',
      authenticationMode: 'forms',
      profile: { jobTitle: 'Nurse', startDate: '2026-01-05T00:00:00.000Z', skills: ['a'], cpdEligible: 'No', preferredLanguage: 'cy-GB' },
    });
  });

  it('leaves out empty fields and a language the field does not accept', () => {
    const form: SignUpForm = { ...valid, profile: { jobTitle: 'Nurse', startDate: '', skills: [] } };
    expect(registrationPayload(form, { ...context, language: 'fr-FR' }).profile).toEqual({ jobTitle: 'Nurse', cpdEligible: 'No' });
  });

  it('when the username is the e-mail: lower-cased and copied to profile.mail', () => {
    const payload = registrationPayload({ ...valid, username: 'Casey@Demo.Example', profile: { jobTitle: 'Nurse' } }, { ...context, userNameIsEmail: true });
    expect(payload.Username).toBe('casey@demo.example');
    expect(payload.profile.mail).toBe('casey@demo.example');
  });
});
