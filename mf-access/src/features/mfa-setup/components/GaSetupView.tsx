import type { MfaQRCodeResponse } from '@portal/contracts/account';
import { Button, Spinner, TextField } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { mfaSetupMessages } from '../messages';

export interface GaSetupViewProps {
  qrCode: MfaQRCodeResponse | undefined;
  failed: boolean;
  onRetry(): void;
  onContinue(): void;
  onBack(): void;
}

/** gaSetup: the QR code of a new authenticator secret, and the secret as text for manual entry. */
export function GaSetupView({ qrCode, failed, onRetry, onContinue, onBack }: GaSetupViewProps) {
  const text = useText(mfaSetupMessages);
  return (
    <div>
      <p>{text('access.mfaSetup.ga.instructions')}</p>
      {qrCode ? (
        <>
          <img className="lp-mfa-setup__qr" src={qrCode.qr_code} alt={text('access.mfaSetup.ga.qrAlt')} width={240} height={240} />
          <p>{text('access.mfaSetup.ga.manual')}</p>
          {/* Read-only text, not an image: it can be selected, copied and read out. */}
          <TextField
            label={text('access.mfaSetup.ga.secret')}
            className="lp-mfa-setup__secret"
            value={qrCode.secret}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={onContinue}>{text('access.mfaSetup.continue')}</Button>
        </>
      ) : failed ? (
        <Button onClick={onRetry}>{text('access.mfaSetup.ga.retry')}</Button>
      ) : (
        <Spinner label={text('access.mfaSetup.ga.loading')} />
      )}
      <Button variant="secondary" onClick={onBack}>
        {text('access.mfaSetup.back')}
      </Button>
    </div>
  );
}
