import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, TextField } from '@portal/ui';
import { ErrorSummary } from '@portal/ui/error-summary';
import { useText } from '../../../lib/messages';
import { countryByCode } from '../domain/countries';
import type { SetupState } from '../domain/setup-flow';
import { SetupCodeFormSchema, type SetupCodeForm } from '../domain/validation';
import { mfaSetupMessages } from '../messages';

export interface FinaliseSetupViewProps {
  state: Extract<SetupState, { view: 'finaliseSetup' }>;
  busy: boolean;
  onVerify(code: string, pass: string): void;
  onResend(): void;
  onBack(): void;
}

/**
 * finaliseSetup: the six-digit code from the app, e-mail or SMS confirms the set-up, with the current
 * password: saving changes how the user signs in, so the call itself carries it (a session alone is no proof).
 */
export function FinaliseSetupView({ state, busy, onVerify, onResend, onBack }: FinaliseSetupViewProps) {
  const text = useText(mfaSetupMessages);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetupCodeForm>({ resolver: valibotResolver(SetupCodeFormSchema), defaultValues: { code: '', pass: '' } });
  const invalid = !!errors.code || !!errors.pass;

  const number = state.mode === 'sms' ? `${countryByCode(state.sms.country_code)?.dial_code ?? state.sms.country_code} ${state.sms.contact_number}` : '';
  return (
    <form onSubmit={(event) => void handleSubmit(({ code, pass }) => onVerify(code, pass))(event)} noValidate>
      <p>{text(`access.mfaSetup.finalise.${state.mode}`, { number })}</p>
      {invalid && <ErrorSummary title={text('access.mfaSetup.invalidForm')} />}
      <TextField
        label={text('access.mfaSetup.code')}
        error={errors.code ? text('access.mfaSetup.codeInvalid') : undefined}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        {...register('code')}
      />
      <TextField
        label={text('access.mfaSettings.password')}
        type="password"
        autoComplete="current-password"
        error={errors.pass ? text('access.mfaSettings.passwordInvalid') : undefined}
        {...register('pass')}
      />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {text('access.mfaSetup.verify')}
      </Button>
      {/* An authenticator app makes its own codes: nothing to resend. */}
      {state.mode !== 'ga' && (
        <Button variant="secondary" disabled={busy} onClick={onResend}>
          {text('access.mfaSetup.resend')}
        </Button>
      )}
      <Button variant="secondary" onClick={onBack}>
        {text('access.mfaSetup.back')}
      </Button>
    </form>
  );
}
