import { useState, type FormEvent } from 'react';
import { useApi } from '@portal/api-client';
import { sessionStore, useSession } from '@portal/session';
import { Button, ErrorSummary, messages, TextField } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { currentScope } from '../../../lib/scope';
import { changePassword } from '../api/change-password';
import {
  changePasswordFailure,
  changePasswordProblems,
  type ChangePasswordField,
  type ChangePasswordForm as Form,
  type ChangePasswordProblems,
  type Problem,
} from '../domain/change-password-rules';
import { changePasswordMessages } from '../messages';

const EMPTY: Form = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const AUTOCOMPLETE: Record<ChangePasswordField, string> = { oldPassword: 'current-password', newPassword: 'new-password', confirmPassword: 'new-password' };

/** The settings page's changePassword view (spec 1 §5, §8): forms users only; the page decides when it shows. */
export default function ChangePasswordForm() {
  const text = useText(changePasswordMessages);
  const api = useApi();
  const settings = useSession((state) => state.settings);
  const [form, setForm] = useState<Form>(EMPTY);
  const [problems, setProblems] = useState<ChangePasswordProblems>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);

  const say = (problem: Problem) => ('key' in problem ? text(problem.key) : problem.text);

  function edit(field: ChangePasswordField, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    // After the first try the boxes re-check as the user types, so a fixed box clears at once.
    if (submitted) setProblems(changePasswordProblems(next, settings));
    if (field === 'oldPassword') setFailure(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = changePasswordProblems(form, settings);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const user = sessionStore.getState().user;
    if (!user) return;
    setSending(true);
    try {
      await changePassword(api, currentScope(), user.id, { oldPassword: form.oldPassword, newPassword: form.newPassword });
      messages.success(text('access.changePassword.success'));
      setForm(EMPTY);
      setSubmitted(false);
    } catch (error) {
      // What was typed stays, so the user can correct the one box that was wrong.
      setFailure(changePasswordFailure(error));
    } finally {
      setSending(false);
    }
  }

  const summary = FIELDS.flatMap((field) => {
    const problem = problems[field];
    return problem ? [{ fieldId: `change-password-${field}`, message: say(problem) }] : [];
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
      {FIELDS.map((field) => {
        const problem = problems[field];
        return (
          <TextField
            key={field}
            id={`change-password-${field}`}
            label={text(`access.changePassword.${field}`)}
            type="password"
            autoComplete={AUTOCOMPLETE[field]}
            value={form[field]}
            onChange={(event) => edit(field, event.target.value)}
            error={problem && say(problem)}
            aria-invalid={field === 'oldPassword' && failure && 'key' in failure && failure.key === 'access.changePassword.PasswordIncorrect' ? true : undefined}
          />
        );
      })}
      <Button type="submit" disabled={sending} aria-busy={sending}>
        {text('access.changePassword.submit')}
      </Button>
    </form>
  );
}
