import type { ProfileFieldDefinition } from '@portal/contracts';
import { awaitsEmailVerification, isSelfRegistrationOpen, registrationDisplayName, registrationFormFields, registrationProfile } from '../../src/domain/registration';

const DEFINITIONS: ProfileFieldDefinition[] = [
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
  { name: 'cpdEligible', label: 'CPD eligible', type: 'singleChoice', required: true, adminOnly: false, supportedValues: ['Yes', 'No'] },
  { name: 'preferredLanguage', label: 'Preferred language', type: 'singleChoice', required: false, adminOnly: false, supportedValues: ['en-GB', 'ar-SA'] },
  { name: 'employeeId', label: 'Employee ID', type: 'text', required: true, adminOnly: true },
];
const REGISTRATION_FIELDS = [{ name: 'jobTitle' }, { name: 'department', value: 'Nursing' }, { name: 'cpdEligible', value: 'Yes', hidden: true }];
const rules = { definitions: DEFINITIONS, registrationFields: REGISTRATION_FIELDS };

describe('isSelfRegistrationOpen', () => {
  it('is open only when self-registration is configured without an external action', () => {
    expect(isSelfRegistrationOpen({ selfRegistration: {} })).toBe(true);
    expect(isSelfRegistrationOpen({})).toBe(false);
    expect(isSelfRegistrationOpen({ selfRegistration: { action: { type: 'redirect', route: 'https://join.example' } } })).toBe(false);
  });
});

describe('registrationFormFields', () => {
  it('are the configured, not hidden fields plus mail and preferredLanguage', () => {
    expect([...registrationFormFields(DEFINITIONS, REGISTRATION_FIELDS)].sort()).toEqual(['department', 'jobTitle', 'mail', 'preferredLanguage']);
  });

  it('are every field but the adminOnly ones when none are configured', () => {
    expect([...registrationFormFields(DEFINITIONS, undefined)].sort()).toEqual(['cpdEligible', 'department', 'jobTitle', 'mail', 'preferredLanguage']);
  });
});

describe('registrationProfile', () => {
  it('keeps the form fields, applies defaults and takes hidden values from config whatever was sent', () => {
    const outcome = registrationProfile(rules, 'casey', { mail: ' casey@demo.example ', jobTitle: 'Nurse', cpdEligible: 'No', preferredLanguage: 'ar-SA' });
    expect(outcome).toEqual({
      ok: true,
      profile: { mail: 'casey@demo.example', jobTitle: 'Nurse', department: 'Nursing', cpdEligible: 'Yes', preferredLanguage: 'ar-SA' },
    });
  });

  it('refuses a field that is not on the registration form, adminOnly ones included', () => {
    expect(registrationProfile(rules, 'casey', { mail: 'casey@demo.example', jobTitle: 'Nurse', employeeId: 'E1' })).toEqual({
      ok: false,
      field: 'employeeId',
      reason: 'not a registration field',
    });
    expect(registrationProfile(rules, 'casey', { mail: 'casey@demo.example', jobTitle: 'Nurse', startDate: '2026-01-01' })).toMatchObject({ ok: false, field: 'startDate' });
  });

  it('checks each value against its definition, with supportedValuesMessage or invalid', () => {
    expect(registrationProfile(rules, 'casey', { mail: 'casey@demo.example', jobTitle: 'N' })).toEqual({
      ok: false,
      field: 'jobTitle',
      reason: 'Enter between 2 and 80 characters',
    });
    expect(registrationProfile(rules, 'casey', { mail: 'not-an-address', jobTitle: 'Nurse' })).toEqual({ ok: false, field: 'mail', reason: 'invalid' });
    expect(registrationProfile(rules, 'casey', { mail: 'casey@demo.example', jobTitle: 'Nurse', department: 'Catering' })).toEqual({
      ok: false,
      field: 'department',
      reason: 'invalid',
    });
  });

  it('requires the required form fields only (cpdEligible is hidden, employeeId adminOnly)', () => {
    expect(registrationProfile(rules, 'casey', { mail: 'casey@demo.example' })).toEqual({ ok: false, field: 'jobTitle', reason: 'required' });
    expect(registrationProfile(rules, 'casey', { jobTitle: 'Nurse' })).toEqual({ ok: false, field: 'mail', reason: 'required' });
  });

  it('with userNameIsEmail the username, lower-cased, is the mail', () => {
    const outcome = registrationProfile({ ...rules, userNameIsEmail: true }, 'Casey.Brown@Demo.Example', { mail: 'other@demo.example', jobTitle: 'Nurse' });
    expect(outcome).toMatchObject({ ok: true, profile: { mail: 'casey.brown@demo.example' } });
    expect(registrationProfile({ ...rules, userNameIsEmail: true }, 'casey', { jobTitle: 'Nurse' })).toEqual({ ok: false, field: 'mail', reason: 'invalid' });
  });
});

describe('registrationDisplayName', () => {
  it('is first name and surname when given, else the username', () => {
    expect(registrationDisplayName('casey', { firstName: 'Casey', surname: 'Brown' })).toBe('Casey Brown');
    expect(registrationDisplayName('casey', { mail: 'casey@demo.example' })).toBe('casey');
  });
});

describe('awaitsEmailVerification', () => {
  it('holds a self-registered user with an unverified e-mail; not one who must set a password', () => {
    expect(awaitsEmailVerification({ requires_email_verification: true, email_verified: false, must_change_password: false })).toBe(true);
    expect(awaitsEmailVerification({ requires_email_verification: true, email_verified: true, must_change_password: false })).toBe(false);
    expect(awaitsEmailVerification({ requires_email_verification: false, email_verified: false, must_change_password: false })).toBe(false);
    expect(awaitsEmailVerification({ requires_email_verification: true, email_verified: false, must_change_password: true })).toBe(false);
  });
});
