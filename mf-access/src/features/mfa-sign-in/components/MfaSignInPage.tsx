import '../../access.css';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ErrorSummary, Spinner, TextField } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { parseCode, type CodeKind } from '../domain/parse-code';
import { useMfaSignIn } from '../hooks/use-mfa-sign-in';
import { mfaSignInMessages } from '../messages';

const NOTICE_KEYS = {
  resent: 'access.mfa.resent',
  resendFailed: 'access.mfa.resendFailed',
  invalidCode: 'access.mfa.invalidCode',
  error: 'access.mfa.error',
} as const;

/** /access/signin/mfa and /signin/mfa?user={username} (spec 1 §2, §4). */
export default function MfaSignInPage() {
  const text = useText(mfaSignInMessages);
  const [searchParams] = useSearchParams();
  const { challenge, notice, submitting, resend, verify } = useMfaSignIn(searchParams.get('user'));
  const [kind, setKind] = useState<CodeKind>('verification');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);

  if (!challenge) return <Spinner label={text('access.mfa.loading')} />;

  function switchKind() {
    setKind(kind === 'verification' ? 'recovery' : 'verification');
    setCode('');
    setInvalid(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseCode(code, kind);
    setInvalid(parsed === undefined);
    if (parsed !== undefined) void verify(parsed);
  }

  const isRecovery = kind === 'recovery';
  return (
    <div className="lp-access lp-access--mfa">
      <h1>{text('access.mfa.title')}</h1>
      <p>{text(`access.mfa.sentTo.${challenge.mode}`, { to: challenge.to ?? '' })}</p>
      {invalid && <ErrorSummary title={text('access.mfa.invalidForm')} />}
      {notice && (
        <p role={notice === 'resent' ? 'status' : 'alert'}>{text(NOTICE_KEYS[notice])}</p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          key={kind}
          label={text(isRecovery ? 'access.mfa.recoveryCode' : 'access.mfa.code')}
          hint={isRecovery ? text('access.mfa.recoveryCodeHint') : undefined}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete={isRecovery ? 'off' : 'one-time-code'}
          inputMode={isRecovery ? 'text' : 'numeric'}
          spellCheck={false}
          aria-invalid={invalid || undefined}
        />
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {text('access.mfa.submit')}
        </Button>
      </form>
      {/* An authenticator app makes its own codes: nothing to resend. */}
      {challenge.mode !== 'ga' && (
        <Button variant="secondary" onClick={() => void resend()}>
          {text('access.mfa.resend')}
        </Button>
      )}
      <Button variant="link" onClick={switchKind}>
        {text(isRecovery ? 'access.mfa.useVerificationCode' : 'access.mfa.useRecoveryCode')}
      </Button>
    </div>
  );
}
