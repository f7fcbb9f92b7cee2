import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { isApiError } from '@portal/api-client';
import { ACCOUNT_SECURITY_ERRORS, type SecondFactorRequired } from '@portal/contracts/account';
import { sessionStore, useSession } from '@portal/session';
import { Button, messages, TextField } from '@portal/ui';
import { ErrorSummary } from '@portal/ui/error-summary';
import { secondFactorRequired } from '../../../lib/api/second-factor';
import { reauthenticateMessages } from '../../../lib/components/messages';
import { emptyAsUndefined, SecondFactorField } from '../../../lib/components/ReauthenticateForm';
import { useText } from '../../../lib/messages';
import { useChangePassword } from '../api/change-password';
import {
  changePasswordFailure,
  changePasswordFormSchema,
  REQUIRED,
  type ChangePasswordField,
  type ChangePasswordForm as Form,
  type Problem,
} from '../domain/change-password-rules';
import { changePasswordMessages, type ChangePasswordMessageKey } from '../messages';

const EMPTY: Form = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const AUTOCOMPLETE: Record<ChangePasswordField, string> = { oldPassword: 'current-password', newPassword: 'new-password', confirmPassword: 'new-password' };

/**
 * The settings page's changePassword view (spec 1 §5, §8): forms users only; the page decides when it
 * shows. A user with a second factor is asked its code as well when the server asks for it.
 */
export default function ChangePasswordForm() {
  const text = useText(changePasswordMessages);
  const reauthText = useText(reauthenticateMessages);
  /** Asked by the server for a user with a second factor: the change then carries its code too. */
  const [secondFactor, setSecondFactor] = useState<SecondFactorRequired>();
  const settings = useSession((state) => state.settings);
  const change = useChangePassword();
  const [failure, setFailure] = useState<Problem | null>(null);
  const schema = useMemo(() => changePasswordFormSchema(settings), [settings]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Form>({
    resolver: valibotResolver(schema),
    // Every rule at once; after the first try the boxes re-check as the user types, so a fixed box clears at once.
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });

  const say = (problem: Problem) => ('key' in problem ? text(problem.key) : problem.text);
  /** A box's problem: 'required' in the box's own words, a message key of this feature, or the configured message as it is. */
  const problemOf = (field: ChangePasswordField): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    if (message === REQUIRED) return text(`access.changePassword.${field}Required`);
    return message in changePasswordMessages ? text(message as ChangePasswordMessageKey) : message;
  };

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword, code }) => {
    setFailure(null);
    const user = sessionStore.getState().user;
    if (!user) return;
    try {
      await change.mutateAsync({ userId: user.id, body: { oldPassword, newPassword, ...(code ? { code } : {}) } });
      messages.success(text('access.changePassword.success'));
      setSecondFactor(undefined);
      reset(EMPTY);
    } catch (error) {
      const asked = secondFactorRequired(error);
      if (asked) {
        setSecondFactor(asked);
        return;
      }
      // What was typed stays, so the user can correct the one box that was wrong.
      const wrongCode = isApiError(error) && error.code === ACCOUNT_SECURITY_ERRORS.invalidCode;
      setFailure(wrongCode ? { text: reauthText('access.reauth.invalidCode') } : changePasswordFailure(error));
    }
  });

  const summary = FIELDS.flatMap((field) => {
    const problem = problemOf(field);
    return problem ? [{ fieldId: `change-password-${field}`, message: problem }] : [];
  });

  return (
    <form className="lp-account-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">{text('access.changePassword.title')}</h2>
      {summary.length > 0 && <ErrorSummary title={text('access.changePassword.invalidForm')} errors={summary} />}
      {failure && (
        <p role="alert" className="lp-form-error">
          {say(failure)}
        </p>
      )}
      {FIELDS.map((field) => (
        <TextField
          key={field}
          id={`change-password-${field}`}
          label={text(`access.changePassword.${field}`)}
          type="password"
          autoComplete={AUTOCOMPLETE[field]}
          error={problemOf(field)}
          aria-invalid={field === 'oldPassword' && failure && 'key' in failure && failure.key === 'access.changePassword.PasswordIncorrect' ? true : undefined}
          {...register(field, field === 'oldPassword' ? { onChange: () => setFailure(null) } : undefined)}
        />
      ))}
      {secondFactor && <SecondFactorField secondFactor={secondFactor} error={!!errors.code} registration={register('code', { setValueAs: emptyAsUndefined })} />}
      <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
        {text('access.changePassword.submit')}
      </Button>
    </form>
  );
}
