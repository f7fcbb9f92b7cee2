import * as v from 'valibot';
import { isApiError } from '@portal/api-client';
import { type AppSettings } from '@portal/contracts';
import { ChangePasswordSchema } from '@portal/contracts/account';
import { isNewPasswordRuleKey, newPasswordProblems } from '../../../lib/new-password-rules';
import type { ChangePasswordMessageKey } from '../messages';

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** The second factor's code, asked once the server answers SecondFactorRequired. */
  code?: string | undefined;
}

export type ChangePasswordField = Exclude<keyof ChangePasswordForm, 'code'>;

/** A refusal: a message key of this feature, or a tenant's own text (the configured complexity message). */
export type Problem = { key: ChangePasswordMessageKey } | { text: string };

export type ChangePasswordProblems = Partial<Record<ChangePasswordField, Problem>>;

/** A rule key becomes this feature's message key; the configured complexity message stays as it is. */
const ruleProblem = (issue: string): Problem => (isNewPasswordRuleKey(issue) ? { key: `access.changePassword.${issue}` } : { text: issue });

/**
 * Spec 1 §5 change-password rules, checked before anything is sent: every box filled, then the
 * shared new-password rules (newPasswordProblems): the new password differs from the current one
 * (PasswordMustBeNew) and meets the configured complexity (the configured message, else
 * PasswordComplexity); the confirmation equals it (PasswordMissMatch).
 */
export function changePasswordProblems(form: ChangePasswordForm, settings: Pick<AppSettings, 'items'> | null): ChangePasswordProblems {
  const problems: ChangePasswordProblems = {};
  if (!form.oldPassword) problems.oldPassword = { key: 'access.changePassword.oldPasswordRequired' };
  if (!form.newPassword) problems.newPassword = { key: 'access.changePassword.newPasswordRequired' };
  if (!form.confirmPassword) problems.confirmPassword = { key: 'access.changePassword.confirmPasswordRequired' };
  const rules = newPasswordProblems({ password: form.newPassword, confirmation: form.confirmPassword, current: form.oldPassword }, settings?.items ?? []);
  if (rules.password) problems.newPassword = ruleProblem(rules.password);
  // A confirmation of an empty new password is reported as the missing new password only.
  if (rules.confirmation && form.newPassword) problems.confirmPassword = ruleProblem(rules.confirmation);
  return problems;
}

/** The form's issue message of an empty box (the contracts' ChangePasswordSchema says 'required'). */
export const REQUIRED = 'required';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The form as a valibot schema for react-hook-form: the payload's ChangePasswordSchema (both
 * passwords required) plus the confirmation, then the rules of changePasswordProblems on the boxes
 * that are filled in. Issue messages: 'required', a message key of this feature, or the tenant's
 * configured complexity message as it is.
 */
export function changePasswordFormSchema(settings: Pick<AppSettings, 'items'> | null) {
  const { oldPassword, newPassword, code } = ChangePasswordSchema.entries;
  return v.pipe(
    v.object({ oldPassword, newPassword, confirmPassword: v.pipe(v.string(), v.nonEmpty(REQUIRED)), code }),
    v.rawCheck(({ dataset, addIssue }) => {
      const input = (typeof dataset.value === 'object' && dataset.value !== null ? dataset.value : {}) as Record<string, unknown>;
      const form = { oldPassword: text(input.oldPassword), newPassword: text(input.newPassword), confirmPassword: text(input.confirmPassword) };
      const problems = changePasswordProblems(form, settings);
      for (const field of ['newPassword', 'confirmPassword'] as const) {
        const problem = problems[field];
        if (!problem || !form[field]) continue; // an empty box is the object's 'required'
        const path: [v.ObjectPathItem] = [{ type: 'object', origin: 'value', input, key: field, value: input[field] }];
        addIssue({ message: 'key' in problem ? problem.key : problem.text, path });
      }
    }),
  );
}

/** Spec 1 §8: 'PasswordIncorrect' → 'Current password incorrect'; otherwise the server's Message, else a generic failure. */
export function changePasswordFailure(error: unknown): Problem {
  if (isApiError(error) && error.code === 'PasswordIncorrect') return { key: 'access.changePassword.PasswordIncorrect' };
  if (isApiError(error) && error.status > 0 && typeof error.body === 'object' && error.body !== null) {
    const message = (error.body as { Message?: unknown }).Message;
    if (typeof message === 'string' && message.trim()) return { text: message };
  }
  return { key: 'access.changePassword.Failure' };
}
