import '../../lib/access.css';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { QueryProvider } from '@portal/query';
import { useSession } from '@portal/session';
import { Button, Spinner, TextField } from '@portal/ui';
import { useText } from '../../lib/messages';
import { paths } from '../../paths';
import { REQUIRED, recoverFormSchema, type RecoverForm } from '../../features/recover/domain/recover-form';
import { useRecover } from '../../features/recover/hooks/use-recover';
import { recoverMessages, type RecoverMessageKey } from '../../features/recover/messages';

const EMPTY_ITEMS: never[] = [];

/** The code from the query, else from the router state (another page may hand it over without the address bar). */
function useCode(): string | undefined {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const fromState = typeof state === 'object' && state !== null && 'code' in state ? (state as { code: unknown }).code : undefined;
  return searchParams.get('code') || (typeof fromState === 'string' && fromState) || undefined;
}

/** /access/recover and /recover (spec 1 §2, §4, §5): sets a new password with a verification code. */
export default function RecoverRoute() {
  return (
    <QueryProvider>
      <RecoverPage />
    </QueryProvider>
  );
}

function RecoverPage() {
  const text = useText(recoverMessages);
  const items = useSession((session) => session.settings?.items ?? EMPTY_ITEMS);
  const schema = useMemo(() => recoverFormSchema(items), [items]);
  const { state, setPassword } = useRecover(useCode());
  const failureId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverForm>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    // Complexity and mismatch at once: otherwise the resolver stops at the first failing rule (abortPipeEarly).
    criteriaMode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });

  /** A message key of this page, or the tenant's configured complexity message as it is. */
  const problem = (message: string | undefined, required: RecoverMessageKey): string | undefined => {
    if (!message) return undefined;
    if (message === REQUIRED) return text(required);
    const key = `access.recover.${message}`;
    return key in recoverMessages ? text(key as RecoverMessageKey) : message;
  };

  const onSubmit = handleSubmit(({ password }) => setPassword(password));

  return (
    <div className="lp-access lp-access--recover">
      <h1>{text('access.recover.title')}</h1>
      {state.kind === 'checking' && <Spinner label={text('access.recover.loading')} />}
      {state.kind === 'invalid' && (
        <>
          <p role="alert" className="lp-form-error">
            {text('access.recover.invalidCode')}
          </p>
          <Link to={paths.forgot.href()}>{text('access.recover.requestNewLink')}</Link>
        </>
      )}
      {state.kind === 'done' && (
        <>
          <p role="status">{text('access.recover.PAGE.RECOVER.SUCCESS')}</p>
          <Link to={paths.signIn.href()}>{text('access.recover.signIn')}</Link>
        </>
      )}
      {state.kind === 'ready' && (
        <form onSubmit={onSubmit} noValidate aria-describedby={state.failure ? failureId : undefined}>
          {state.username && <p>{text('access.recover.intro', { username: state.username })}</p>}
          {state.failure && (
            <p id={failureId} role="alert" className="lp-form-error">
              {state.failure.message ?? text('access.recover.ChangePassword.Failure')}
            </p>
          )}
          <TextField
            label={text('access.recover.password')}
            type="password"
            autoComplete="new-password"
            error={problem(errors.password?.message, 'access.recover.passwordRequired')}
            {...register('password')}
          />
          <TextField
            label={text('access.recover.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={problem(errors.confirmPassword?.message, 'access.recover.confirmPasswordRequired')}
            {...register('confirmPassword')}
          />
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {text('access.recover.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
