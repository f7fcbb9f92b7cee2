import '../../lib/access.css';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useSearchParams } from 'react-router-dom';
import { Button, Spinner, TextField } from '@portal/ui';
import { ErrorSummary } from '@portal/ui/error-summary';
import { SignedOutOnly } from '../../lib/components/SignedOutOnly';
import { useText } from '../../lib/messages';
import type { Challenge } from '../../features/mfa-sign-in/domain/challenge';
import { codeFormSchema, type CodeForm, type CodeKind } from '../../features/mfa-sign-in/domain/parse-code';
import { useMfaSignIn, type MfaNotice } from '../../features/mfa-sign-in/hooks/use-mfa-sign-in';
import { mfaSignInMessages } from '../../features/mfa-sign-in/messages';

const NOTICE_KEYS = {
  resent: 'access.mfa.resent',
  resendFailed: 'access.mfa.resendFailed',
  invalidCode: 'access.mfa.invalidCode',
  error: 'access.mfa.error',
} as const;

/**
 * An invalid code's text. The spec's ('… or request a new code') fits a code that was sent; an
 * authenticator app makes its own and a recovery code cannot be sent again, so those say only what
 * the user can do.
 */
function invalidCodeKey(kind: CodeKind, mode: Challenge['mode']) {
  if (kind === 'recovery') return 'access.mfa.invalidRecoveryCode';
  return mode === 'ga' ? 'access.mfa.invalidAppCode' : NOTICE_KEYS.invalidCode;
}

/** /access/signin/mfa and /signin/mfa?user={username} (spec 1 §2, §4). */
export default function MfaSignInRoute() {
  return (
    <SignedOutOnly>
      <MfaSignInPage />
    </SignedOutOnly>
  );
}

function MfaSignInPage() {
  const text = useText(mfaSignInMessages);
  const [searchParams] = useSearchParams();
  const { challenge, notice, submitting, resend, verify, clearNotice } = useMfaSignIn(searchParams.get('user'));
  const [kind, setKind] = useState<CodeKind>('verification');

  if (!challenge) return <Spinner label={text('access.mfa.loading')} />;

  const isRecovery = kind === 'recovery';
  return (
    <div className="lp-access lp-access--mfa">
      <h1>{text('access.mfa.title')}</h1>
      {/* How the verification code comes; a recovery code's box says what it wants itself. */}
      {!isRecovery && <p>{text(`access.mfa.sentTo.${challenge.mode}`, { to: challenge.to ?? '' })}</p>}
      {/* A new form for the other kind of code: an empty box, no problem carried over. */}
      <CodeEntry
        key={kind}
        kind={kind}
        notice={notice}
        invalidCodeText={text(invalidCodeKey(kind, challenge.mode))}
        submitting={submitting}
        onVerify={(code) => void verify(code)}
      />
      {/* An authenticator app makes its own codes: nothing to resend. */}
      {challenge.mode !== 'ga' && (
        <Button variant="secondary" onClick={() => void resend()}>
          {text('access.mfa.resend')}
        </Button>
      )}
      <Button
        variant="link"
        onClick={() => {
          clearNotice();
          setKind(isRecovery ? 'verification' : 'recovery');
        }}
      >
        {text(isRecovery ? 'access.mfa.useVerificationCode' : 'access.mfa.useRecoveryCode')}
      </Button>
    </div>
  );
}

interface CodeEntryProps {
  kind: CodeKind;
  notice: MfaNotice;
  invalidCodeText: string;
  submitting: boolean;
  onVerify(code: string): void;
}

/** The code box, checked with the payload's schema (spec 1 §5: a verification code is exactly 6 characters). */
function CodeEntry({ kind, notice, invalidCodeText, submitting, onVerify }: CodeEntryProps) {
  const text = useText(mfaSignInMessages);
  const schema = useMemo(() => codeFormSchema(kind), [kind]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: valibotResolver(schema), reValidateMode: 'onSubmit', defaultValues: { code: '' } });
  const invalid = !!errors.code;
  const isRecovery = kind === 'recovery';

  return (
    <>
      {invalid && <ErrorSummary title={text('access.mfa.invalidForm')} />}
      {notice && <p role={notice === 'resent' ? 'status' : 'alert'}>{notice === 'invalidCode' ? invalidCodeText : text(NOTICE_KEYS[notice])}</p>}
      <form onSubmit={(event) => void handleSubmit(({ code }) => onVerify(code))(event)} noValidate>
        <TextField
          label={text(isRecovery ? 'access.mfa.recoveryCode' : 'access.mfa.code')}
          hint={isRecovery ? text('access.mfa.recoveryCodeHint') : undefined}
          autoComplete={isRecovery ? 'off' : 'one-time-code'}
          inputMode={isRecovery ? 'text' : 'numeric'}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          {...register('code')}
        />
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {text('access.mfa.submit')}
        </Button>
      </form>
    </>
  );
}
