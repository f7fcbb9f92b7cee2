import '../../lib/access.css';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { ScopeSchema } from '@portal/contracts';
import { QueryProvider } from '@portal/query';
import { sessionStore } from '@portal/session';
import { Button, Spinner, TextField } from '@portal/ui';
import { SelectField } from '@portal/ui/fields';
import { useContentConfig } from '../../lib/api/get-content-config';
import { useCheckScope } from '../../features/scope/api/check-scope';
import { browser } from '../../lib/browser';
import { useText } from '../../lib/messages';
import { scopeDestination } from '../../features/scope/domain/scope-destination';
import { scopeMessages } from '../../features/scope/messages';

const REQUIRED = 'required';
const UNKNOWN = 'unknown';
/** A tenant scope is lower-case letters, digits and hyphens (ScopeSchema). */
const ScopeFormSchema = v.object({ scope: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), ScopeSchema) });
type ScopeForm = v.InferOutput<typeof ScopeFormSchema>;

/**
 * /access/scope?redirectTo=&redirectParams= (spec 1 §2): the user chooses a tenant scope, from
 * config.json's `scopes` when it lists them, else by name. The portal then starts again (hard
 * reload) in that tenant: its manifest, settings and texts are the tenant's. config.json is read
 * through a query, so this lazy module brings the QueryProvider (app.ts must not: see ADR 0002).
 */
export default function ScopeRoute() {
  return (
    <QueryProvider>
      <ScopePage />
    </QueryProvider>
  );
}

function ScopePage() {
  const text = useText(scopeMessages);
  const [searchParams] = useSearchParams();
  const config = useContentConfig();
  const scopes = config.data && (config.data.scopes ?? []);
  const checkScope = useCheckScope();
  const [checkFailed, setCheckFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ScopeForm>({
    resolver: valibotResolver(ScopeFormSchema),
    mode: 'onTouched',
    defaultValues: { scope: sessionStore.getState().scope ?? '' },
  });

  // Only an organisation the LMS knows is kept: another would leave the user unable to sign in.
  const onSubmit = handleSubmit(async ({ scope }) => {
    setCheckFailed(false);
    let check;
    try {
      check = await checkScope(scope);
    } catch {
      setCheckFailed(true);
      return;
    }
    if (check === 'unknown') {
      setError('scope', { message: UNKNOWN }, { shouldFocus: true });
      return;
    }
    sessionStore.getState().setScope(scope);
    browser.reloadAt(scopeDestination(searchParams.get('redirectTo'), searchParams.get('redirectParams')));
  });
  const problem = errors.scope?.message;
  const error =
    problem === REQUIRED
      ? text('access.scope.required')
      : problem === UNKNOWN
        ? text('access.scope.unknown', { scope: getValues('scope').trim() })
        : errors.scope && text('access.scope.invalid');

  return (
    <div className="lp-access lp-access--scope">
      <h1>{text('access.scope.title')}</h1>
      {scopes === undefined ? (
        <Spinner label={text('access.scope.loading')} />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {checkFailed && (
            <p role="alert" className="lp-form-error">
              {text('access.scope.checkFailed')}
            </p>
          )}
          {scopes.length > 0 ? (
            <SelectField
              label={text('access.scope.scope')}
              placeholder={text('access.scope.choose')}
              options={scopes.map((scope) => ({ value: scope, label: scope }))}
              error={error}
              {...register('scope')}
            />
          ) : (
            <TextField label={text('access.scope.scope')} hint={text('access.scope.hint')} autoCapitalize="none" spellCheck={false} error={error} {...register('scope')} />
          )}
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {text('access.scope.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
