import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { SignInFormSchema, safeParse, type SignInForm } from '@portal/contracts';

/** The boxes the user fills in; the credentials' type is the form's own ('forms'). */
type Field = Exclude<keyof SignInForm, 'type'>;
type Flags = Record<Field, boolean>;

const FIELDS: readonly Field[] = ['username', 'password'];
const NONE: Flags = { username: false, password: false };

/** The fields SignInFormSchema rejects (both are required). */
function invalidFields(values: SignInForm): Flags {
  const result = safeParse(SignInFormSchema, values);
  if (result.success) return NONE;
  const flags = { ...NONE };
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (key === 'username' || key === 'password') flags[key] = true;
  }
  return flags;
}

/**
 * The sign-in form's state and validation (spec 1 §5: each field required once touched, every field
 * on submit). Two fields do not need a form library: react-hook-form was the largest script on the
 * sign-in page, which every visitor loads first.
 */
export function useSignInForm(onValid: (form: SignInForm) => void | Promise<void>) {
  const [values, setValues] = useState<SignInForm>({ type: 'forms', username: '', password: '' });
  const [touched, setTouched] = useState<Flags>(NONE);
  // Per field, so a box emptied after a failed sign-in (resetField) is not 'required' until submitted again.
  const [submitted, setSubmitted] = useState<Flags>(NONE);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const invalid = invalidFields(values);
  const errors: Partial<Record<Field, true>> = {};
  for (const field of FIELDS) if (invalid[field] && (touched[field] || submitted[field])) errors[field] = true;

  const field = (name: Field, onEdit?: () => void) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      onEdit?.();
    },
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted({ username: true, password: true });
    const result = safeParse(SignInFormSchema, values);
    if (!result.success) {
      // The first field in error takes the focus, as a screen-reader user expects.
      inputs.current[FIELDS.find((name) => invalid[name]) ?? 'username']?.focus();
      return;
    }
    await onValid(result.output);
  };

  /** Empties a box as if it had never been touched (the password after a failed sign-in). */
  const resetField = (name: Field) => {
    setValues((current) => ({ ...current, [name]: '' }));
    setTouched((current) => ({ ...current, [name]: false }));
    setSubmitted((current) => ({ ...current, [name]: false }));
  };

  return { field, errors, onSubmit, resetField };
}
