import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useApi } from '@portal/api-client';
import type { ProfileFieldDefinition } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { isProfileComplete, loadProfileFields, sessionStore, useSession } from '@portal/session';
import { Button, ErrorSummary, messages, Spinner } from '@portal/ui';
import { ProfileFieldInput } from '../../../lib/components/ProfileFieldInput';
import { useText } from '../../../lib/messages';
import { languageAfterProfileSave } from '../../../lib/sync-language';
import { currentScope } from '../../../lib/scope';
import { getProfile, saveProfile } from '../api/profile';
import { suggestUsers } from '../api/suggest-users';
import {
  isAccountMail,
  isProfileEditable,
  mailIsUsername,
  profileFormProblems,
  profileFormValues,
  profileUpdate,
  type ProfileFormValue,
  type ProfileFormValues,
} from '../domain/profile-form';
import { profileMessages } from '../messages';
import { EmailChangeDialog } from './EmailChangeDialog';

type Loaded = { status: 'loading' } | { status: 'ready'; fields: ProfileFieldDefinition[] };

const fieldId = (name: string) => `profile-${name}`;

/**
 * The settings page's profile view (spec 1 §3, §5): the tenant's profile fields, checked as the LMS
 * checks them, saved with POST …/profile. Saving a complete profile lifts the navigation block.
 */
export default function ProfileForm() {
  const text = useText(profileMessages);
  const api = useApi();
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [values, setValues] = useState<ProfileFormValues>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    const scope = currentScope();
    // The stored copy stands in when the fresh read fails; the form is still usable.
    void Promise.all([
      loadProfileFields(api, scope),
      getProfile(api, scope, userId).catch(() => ({ profile: sessionStore.getState().user?.profile ?? {} })),
    ]).then(([fields, { profile }]) => {
      if (!current) return;
      sessionStore.getState().setProfileFields(fields);
      setValues(profileFormValues(fields, profile));
      setLoaded({ status: 'ready', fields });
    });
    return () => {
      current = false;
    };
  }, [api, userId]);

  const suggest = useCallback((query: string) => suggestUsers(api, currentScope(), query), [api]);

  if (!user) return null;
  if (loaded.status === 'loading') return <Spinner label={text('access.profile.loading')} />;
  const { fields } = loaded;
  const editable = isProfileEditable(user, settings);
  const complete = isProfileComplete(user.profile, fields);

  function say(def: ProfileFieldDefinition, problem: string): string {
    if (problem === 'required') return text('access.profile.required', { label: def.label });
    if (problem === 'invalid') return text('access.profile.invalid', { label: def.label });
    return problem;
  }

  function edit(name: string, value: ProfileFormValue) {
    const next = { ...values, [name]: value };
    setValues(next);
    setFailed(false);
    if (submitted) setProblems(profileFormProblems(fields, next, settings));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user || !editable) return;
    setSubmitted(true);
    const found = profileFormProblems(fields, values, settings);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailed(false);
    try {
      const answer = await saveProfile(api, currentScope(), user.id, profileUpdate(fields, values, user, settings));
      const email = typeof answer.profile.mail === 'string' && answer.profile.mail ? answer.profile.mail : user.email;
      sessionStore.getState().updateUser({ profile: answer.profile, email, isProfileCompleted: isProfileComplete(answer.profile, fields) });
      const locale = languageAfterProfileSave(user.profile, answer.profile, settings);
      // A language that fails to load leaves the page as it is; the profile is saved either way.
      if (locale) await changeLanguage(locale).catch(() => undefined);
      messages.success(text('access.profile.saved'));
    } catch {
      // What was typed stays in the boxes (spec: forms keep the input on error).
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const summary = fields.flatMap((def) => {
    const problem = problems[def.name];
    return problem ? [{ fieldId: fieldId(def.name), message: say(def, problem) }] : [];
  });

  return (
    <>
      <form className="lp-account-form lp-profile-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="profile-title">
        <h2 id="profile-title">{text('access.profile.title')}</h2>
        {!complete && editable && <p className="lp-notice">{text('access.profile.incomplete')}</p>}
        {!editable && <p className="lp-notice">{text('access.profile.readOnly')}</p>}
        {summary.length > 0 && <ErrorSummary title={text('access.profile.invalidForm')} errors={summary} />}
        {failed && (
          <p role="alert" className="lp-form-error">
            {text('access.profile.saveFailed')}
          </p>
        )}
        {fields.map((def) => {
          const problem = problems[def.name];
          const sameAsUsername = mailIsUsername(def, settings);
          // The address changes only through a confirmed change (issue 10 finding 1), never by saving the form.
          const accountMail = isAccountMail(def, settings);
          const input = (
            <ProfileFieldInput
              key={def.name}
              def={def}
              id={fieldId(def.name)}
              value={sameAsUsername ? user.username : (values[def.name] ?? '')}
              onChange={(value) => edit(def.name, value)}
              // The username is changed elsewhere (adminOnly fields the input disables itself, spec 1 §5).
              disabled={!editable || sameAsUsername || accountMail}
              error={problem && say(def, problem)}
              suggestUsers={suggest}
            />
          );
          if (!accountMail || !editable) return input;
          return (
            <div key={def.name} className="lp-profile-form__mail">
              {input}
              <Button variant="secondary" onClick={() => setChangingEmail(true)}>
                {text('access.profile.email.change')}
              </Button>
            </div>
          );
        })}
        {editable && (
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {text('access.profile.save')}
          </Button>
        )}
      </form>
      {/* Outside the profile form: a dialog's submit must not bubble (through the portal) into the form's. */}
      {changingEmail && (
        <EmailChangeDialog
          userId={user.id}
          onChanged={(address) => {
            setValues((current) => ({ ...current, mail: address }));
            setProblems((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== 'mail')));
            setChangingEmail(false);
          }}
          onClose={() => setChangingEmail(false)}
        />
      )}
    </>
  );
}
