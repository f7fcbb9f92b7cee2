import '../../lib/access.css';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, Navigate } from 'react-router-dom';
import { ITEMS, namedItem, type AppSettings, type NamedItem, type ProfileFieldDefinition } from '@portal/contracts';
import { contentKeys, useTranslation, type MessageText } from '@portal/i18n';
import { QueryProvider } from '@portal/query';
import { useSession } from '@portal/session';
import { Button, Spinner, TextField } from '@portal/ui';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '@portal/contracts/account';
import { browser } from '../../lib/browser';
import { isNewPasswordRuleKey, passwordComplexityMessage } from '../../lib/new-password-rules';
import { ProfileFieldInput } from '../../lib/components/ProfileFieldInput';
import { useLocalisedFields, useText } from '../../lib/messages';
import { paths } from '../../paths';
import { registrationFields } from '../../features/sign-up/domain/registration-fields';
import { signUpAction } from '../../features/sign-up/domain/sign-up-action';
import { REQUIRED, signUpFormSchema, type SignUpForm } from '../../features/sign-up/domain/sign-up-form';
import { useProfileFieldDefinitions } from '../../features/sign-up/api/get-profile-fields';
import { useSignUp, type SignUpFailure } from '../../features/sign-up/hooks/use-sign-up';
import { signUpMessages, type SignUpMessageKey } from '../../features/sign-up/messages';

const NO_ITEMS: never[] = [];
/** The new password and its confirmation: drawn alike, each with its own 'required' text. */
const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

/**
 * /access/signup (spec 1 §2, §4, §5): only when self-registration is configured. This lazy module
 * brings the QueryProvider its field definitions are read through (app.ts must not: the sign-in page
 * loads no react-query).
 */
export default function SignUpRoute() {
  return (
    <QueryProvider>
      <SignUpPage />
    </QueryProvider>
  );
}

function SignUpPage() {
  const settings = useSession((state) => state.settings);
  const text = useText(signUpMessages);
  const action = signUpAction(settings?.selfRegistration);
  const definitions = useProfileFieldDefinitions(action.kind === 'form');

  const externalUrl = action.kind === 'external' ? action.url : undefined;
  useEffect(() => {
    if (externalUrl) browser.assign(externalUrl);
  }, [externalUrl]);

  if (action.kind === 'unavailable') return <Navigate to={paths.signIn.href()} replace />;
  return (
    <div className="lp-access lp-access--signup">
      {action.kind === 'external' ? (
        <Spinner label={text('access.signUp.redirecting')} />
      ) : definitions === undefined ? (
        <Spinner label={text('access.signUp.loading')} />
      ) : (
        <SignUpFormView settings={settings} definitions={definitions} />
      )}
    </div>
  );
}

function SignUpFormView({ settings, definitions: configured }: { settings: AppSettings | null; definitions: ProfileFieldDefinition[] }) {
  const definitions = useLocalisedFields(configured);
  const text = useText(signUpMessages);
  const userNameIsEmail = settings?.userNameIsEmail === true;
  const items = settings?.items ?? NO_ITEMS;
  const fields = useMemo(() => registrationFields(settings, definitions), [settings, definitions]);
  const schema = useMemo(() => signUpFormSchema({ items, userNameIsEmail, fields: fields.visible }), [items, userNameIsEmail, fields]);
  const { signUp, failure } = useSignUp({ userNameIsEmail, definitions, visible: fields.visible, hidden: fields.hidden });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    // Every rule at once: otherwise the resolver stops at the first failing field (abortPipeEarly).
    criteriaMode: 'all',
    defaultValues: { username: '', password: '', confirmPassword: '', profile: fields.defaults as SignUpForm['profile'] },
  });

  /** A message key of this page, or a configured message (complexity, supportedValuesMessage) as it is. */
  const problem = (error: FieldError | undefined, required: SignUpMessageKey): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    if (message === REQUIRED) return text(required);
    const key = `access.signUp.${message}`;
    return key in signUpMessages ? text(key as SignUpMessageKey) : message;
  };
  const fieldProblem = (def: ProfileFieldDefinition): string | undefined => {
    const message = errors.profile?.[def.name]?.message;
    if (!message) return undefined;
    if (message === REQUIRED) return text('access.signUp.fieldRequired', { label: def.label });
    return message === 'invalid' ? text('access.signUp.fieldInvalid', { label: def.label }) : message;
  };
  const passwordRules = [complexityRule(items, text), text('access.signUp.passwordRuleOthers')].filter(Boolean).join(' ');
  const policies = settings?.registationPolicies ?? [];
  const { t } = useTranslation();

  return (
    <>
      <h1>{text('access.signUp.title')}</h1>
      <p>{text('access.signUp.requiredFields')}</p>
      <form onSubmit={handleSubmit(signUp)} noValidate>
        {failure && (
          <p role="alert" className="lp-form-error">
            {failureText(failure, text)}
          </p>
        )}
        <TextField
          label={text(userNameIsEmail ? 'access.signUp.email' : 'access.signUp.username')}
          type={userNameIsEmail ? 'email' : 'text'}
          autoComplete={userNameIsEmail ? 'email' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          required
          error={problem(errors.username, userNameIsEmail ? 'access.signUp.emailRequired' : 'access.signUp.usernameRequired')}
          {...register('username')}
        />
        {PASSWORD_FIELDS.map((name) => (
          <TextField
            key={name}
            label={text(`access.signUp.${name}`)}
            type="password"
            autoComplete="new-password"
            required
            // The tenant's rules beside the new password, before it is typed and beside a refusal.
            hint={name === 'password' ? passwordRules : undefined}
            error={problem(errors[name], `access.signUp.${name}Required`)}
            {...register(name)}
          />
        ))}
        {fields.visible.map((def) => (
          <Controller
            key={def.name}
            control={control}
            name={`profile.${def.name}`}
            render={({ field }) => (
              <ProfileFieldInput
                def={def}
                id={`signup-profile-${def.name}`}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldProblem(def)}
              />
            )}
          />
        ))}
        {policies.length > 0 && (
          <div className="lp-access__policies">
            <p>{text('access.signUp.policiesIntro')}</p>
            <ul>
              {policies.map((policy) => (
                <li key={policy.url}>
                  <a href={policy.url} target="_blank" rel="noopener noreferrer">
                    {String(t(contentKeys.policy(policy.label), { defaultValue: policy.label }))}{' '}
                    <span className="lp-visually-hidden">{text('access.signUp.opensInNewWindow')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {text('access.signUp.submit')}
        </Button>
      </form>
      <Link to={paths.signIn.href()}>{text('access.signUp.haveAccount')}</Link>
    </>
  );
}

/**
 * The tenant's complexity rule in words: its configured message, else the default rule (at least 8
 * characters). A configured expression without a message cannot be put into words: none is shown.
 */
function complexityRule(items: readonly NamedItem[], text: MessageText<SignUpMessageKey>): string | undefined {
  const configured = passwordComplexityMessage(items);
  if (!isNewPasswordRuleKey(configured)) return configured;
  if (namedItem({ items: [...items] }, ITEMS.passwordComplexityExpression)) return undefined;
  return text('access.signUp.passwordRuleLength', { count: DEFAULT_PASSWORD_MIN_LENGTH });
}

/** Spec 1 §8: the server's ErrorCode is shown (its text when the page knows the code). */
function failureText({ ErrorCode, Message }: SignUpFailure, text: (key: SignUpMessageKey) => string): string {
  const key = `access.signUp.error.${ErrorCode ?? ''}`;
  if (ErrorCode && key in signUpMessages) return text(key as SignUpMessageKey);
  return Message || ErrorCode || text('access.signUp.failure');
}
