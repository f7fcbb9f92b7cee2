import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useApi } from '@portal/api-client';
import type { AppSettings, Profile, ProfileFieldDefinition, User } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { isProfileComplete, sessionStore, useSession } from '@portal/session';
import { Button, messages, Spinner } from '@portal/ui';
import { ErrorSummary } from '@portal/ui/error-summary';
import { ProfileFieldInput } from '../../../lib/components/ProfileFieldInput';
import { useLocalisedFields, useText } from '../../../lib/messages';
import { PREFERRED_LANGUAGE_FIELD } from '../../../lib/profile-values';
import { languageAfterProfileSave } from '../../../lib/sync-language';
import { currentScope } from '../../../lib/scope';
import { useProfile, useSaveProfile, type ProfileView } from '../api/profile';
import { suggestUsers } from '../api/suggest-users';
import { isAccountMail, isProfileEditable, mailIsUsername, profileFormSchema, profileFormValues, profileUpdate, type ProfileFormValues } from '../domain/profile-form';
import { profileMessages } from '../messages';
import { EmailChangeDialog } from './EmailChangeDialog';

const fieldId = (name: string) => `profile-${name}`;

/**
 * The settings page's profile view (spec 1 §3, §5): the tenant's profile fields, checked as the LMS
 * checks them, saved with POST …/profile. Saving a complete profile lifts the navigation block.
 */
export default function ProfileForm() {
  const text = useText(profileMessages);
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  const view = useProfile();

  if (!user) return null;
  if (!view.data) return <Spinner label={text('access.profile.loading')} />;
  return <ProfileFormView key={user.id} user={user} settings={settings} view={view.data} />;
}

function ProfileFormView({ user, settings, view: { fields: configured, profile } }: { user: User; settings: AppSettings | null; view: ProfileView }) {
  const fields = useLocalisedFields(configured);
  const text = useText(profileMessages);
  const api = useApi();
  const save = useSaveProfile();
  const [failed, setFailed] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  const schema = useMemo(() => profileFormSchema(fields, settings), [fields, settings]);
  const {
    control,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: valibotResolver(schema),
    // The values of the first read: a later read (after a save) does not overwrite what is in the boxes.
    // The language is the session's: the header saves it there, and a cached read may predate that.
    defaultValues: profileFormValues(fields, withSessionLanguage(profile, user.profile)),
  });
  const suggest = useCallback((query: string) => suggestUsers(api, currentScope(), query), [api]);
  useHeaderLanguage(user.profile.preferredLanguage, (language) => {
    if (fields.some((def) => def.name === PREFERRED_LANGUAGE_FIELD)) setValue(PREFERRED_LANGUAGE_FIELD, language);
  });

  const editable = isProfileEditable(user, settings);
  const complete = isProfileComplete(user.profile, fields);

  function say(def: ProfileFieldDefinition, problem: string): string {
    if (problem === 'required') return text('access.profile.required', { label: def.label });
    if (problem === 'invalid') return text('access.profile.invalid', { label: def.label });
    return problem;
  }
  const problemOf = (def: ProfileFieldDefinition) => {
    const message = errors[def.name]?.message;
    return message ? say(def, message) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!editable) return;
    setFailed(false);
    try {
      const answer = await save.mutateAsync({ userId: user.id, update: profileUpdate(fields, values, user, settings) });
      const email = typeof answer.profile.mail === 'string' && answer.profile.mail ? answer.profile.mail : user.email;
      sessionStore.getState().updateUser({ profile: answer.profile, email, isProfileCompleted: isProfileComplete(answer.profile, fields) });
      const locale = languageAfterProfileSave(user.profile, answer.profile, settings);
      // A language that fails to load leaves the page as it is; the profile is saved either way.
      if (locale) await changeLanguage(locale).catch(() => undefined);
      messages.success(text('access.profile.saved'));
    } catch {
      // What was typed stays in the boxes (spec: forms keep the input on error).
      setFailed(true);
    }
  });

  const summary = fields.flatMap((def) => {
    const problem = problemOf(def);
    return problem ? [{ fieldId: fieldId(def.name), message: problem }] : [];
  });

  return (
    <>
      <form className="lp-account-form lp-profile-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="profile-title">
        <h2 id="profile-title">{text('access.profile.title')}</h2>
        {!complete && editable && <p className="lp-notice">{text('access.profile.incomplete')}</p>}
        {!editable && <p className="lp-notice">{text('access.profile.readOnly')}</p>}
        {editable && fields.some((def) => def.required) && <p>{text('access.profile.requiredFields')}</p>}
        {summary.length > 0 && <ErrorSummary title={text('access.profile.invalidForm')} errors={summary} />}
        {failed && (
          <p role="alert" className="lp-form-error">
            {text('access.profile.saveFailed')}
          </p>
        )}
        {fields.map((def) => {
          const sameAsUsername = mailIsUsername(def, settings);
          // The address changes only through a confirmed change, never by saving the form.
          const accountMail = isAccountMail(def, settings);
          const input = (
            <Controller
              key={def.name}
              control={control}
              name={def.name}
              render={({ field }) => (
                <ProfileFieldInput
                  def={def}
                  id={fieldId(def.name)}
                  value={sameAsUsername ? user.username : (field.value ?? '')}
                  onChange={(value) => {
                    setFailed(false);
                    field.onChange(value);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  // The username is changed elsewhere (adminOnly fields the input disables itself, spec 1 §5).
                  disabled={!editable || sameAsUsername || accountMail}
                  error={problemOf(def)}
                  suggestUsers={suggest}
                />
              )}
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
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {text('access.profile.save')}
          </Button>
        )}
      </form>
      {/* Outside the profile form: a dialog's submit must not bubble (through the portal) into the form's. */}
      {changingEmail && (
        <EmailChangeDialog
          userId={user.id}
          onChanged={(address) => {
            setValue('mail', address);
            clearErrors('mail');
            setChangingEmail(false);
          }}
          onClose={() => setChangingEmail(false)}
        />
      )}
    </>
  );
}

function withSessionLanguage(profile: Profile, session: Profile): Profile {
  const language = session[PREFERRED_LANGUAGE_FIELD];
  return typeof language === 'string' && language ? { ...profile, [PREFERRED_LANGUAGE_FIELD]: language } : profile;
}

/**
 * The language chosen in the header after the form opened (it saves preferredLanguage and updates the
 * session user) is what the form shows and saves: the form's first values must not undo it.
 */
function useHeaderLanguage(preferred: unknown, follow: (language: string) => void) {
  const seen = useRef(preferred);
  const followRef = useRef(follow);
  followRef.current = follow;
  useEffect(() => {
    if (preferred === seen.current) return;
    seen.current = preferred;
    if (typeof preferred === 'string' && preferred) followRef.current(preferred);
  }, [preferred]);
}
