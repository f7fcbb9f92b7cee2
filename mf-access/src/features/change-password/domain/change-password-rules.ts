import { isApiError } from '@portal/api-client';
import { ITEMS, namedItem, passwordComplexityProblem, type AppSettings } from '@portal/contracts';
import type { ChangePasswordMessageKey } from '../messages';

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordForm;

/** A refusal: a message key of this feature, or a tenant's own text (the configured complexity message). */
export type Problem = { key: ChangePasswordMessageKey } | { text: string };

export type ChangePasswordProblems = Partial<Record<ChangePasswordField, Problem>>;

/**
 * Spec 1 §5 change-password rules, checked before anything is sent: every box filled, the
 * confirmation equal to the new password (PasswordMissMatch), the new password different from the
 * current one (PasswordMustBeNew), and the configured complexity expression (default at least 8
 * characters) with the configured Account.Password.ComplexityMessage, else PasswordComplexity.
 */
export function changePasswordProblems(form: ChangePasswordForm, settings: Pick<AppSettings, 'items'> | null): ChangePasswordProblems {
  const items = settings?.items ?? [];
  const problems: ChangePasswordProblems = {};
  if (!form.oldPassword) problems.oldPassword = { key: 'access.changePassword.oldPasswordRequired' };
  if (!form.newPassword) problems.newPassword = { key: 'access.changePassword.newPasswordRequired' };
  else if (form.oldPassword && form.newPassword === form.oldPassword) problems.newPassword = { key: 'access.changePassword.PasswordMustBeNew' };
  else if (passwordComplexityProblem(form.newPassword, items) !== undefined) {
    const configured = settings ? namedItem({ items }, ITEMS.passwordComplexityMessage) : undefined;
    problems.newPassword = configured ? { text: configured } : { key: 'access.changePassword.PasswordComplexity' };
  }
  if (!form.confirmPassword) problems.confirmPassword = { key: 'access.changePassword.confirmPasswordRequired' };
  else if (form.newPassword && form.confirmPassword !== form.newPassword) problems.confirmPassword = { key: 'access.changePassword.PasswordMissMatch' };
  return problems;
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
