import '../../../lib/access.css';
import './mfa-setup.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/session';
import type { MfaPasswordConfirm } from '@portal/contracts/account';
import { Button, Dialog, Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { paths } from '../../../paths';
import { useMfaConfiguration } from '../api/get-configuration';
import { useIssueRecoveryCodes } from '../api/issue-recovery-codes';
import { useResetConfiguration } from '../api/reset-configuration';
import { mfaSetupMessages } from '../messages';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { RecoveryCodes } from './RecoveryCodes';

type OpenDialog = 'changeMode' | 'regenerate' | null;

/**
 * The twoFactorAuth view of /account/settings (spec 1 §2 dialogs): the current mode, set-up or
 * change of mode (current password and second factor first, then /account/mfa) and regeneration of
 * recovery codes (the same proof).
 */
export default function TwoFactorSettings() {
  const text = useText(mfaSetupMessages);
  const navigate = useNavigate();
  const { data: configuration, isError } = useMfaConfiguration();
  // Only a first read that failed: a later background read that fails keeps the configuration shown.
  const loadFailed = isError && !configuration;
  const resetting = useResetConfiguration();
  const issuing = useIssueRecoveryCodes();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [newCodes, setNewCodes] = useState<string[]>();

  if (loadFailed) return <p role="alert">{text('access.mfaSettings.loadFailed')}</p>;
  if (!configuration) return <Spinner label={text('access.mfaSettings.loading')} />;

  const isSetUp = configuration.mode !== 'none';

  /** Turning two-factor off to choose another method; the proof goes with the call (a session alone changes nothing). */
  async function changeMode(proof: MfaPasswordConfirm) {
    await resetting.mutateAsync(proof);
    // Two-factor is off until the new mode is saved: the shell's gate keeps a forced user on set-up.
    sessionStore.getState().updateUser({ isTwoFASetupCompleted: false });
    navigate(paths.accountMfa.href());
  }

  async function regenerate(proof: MfaPasswordConfirm) {
    setNewCodes(await issuing.mutateAsync(proof));
  }

  function closeDialog() {
    setDialog(null);
    setNewCodes(undefined);
  }

  return (
    <section className="lp-mfa-settings" aria-labelledby="lp-mfa-settings-title">
      <h2 id="lp-mfa-settings-title">{text('access.mfaSettings.title')}</h2>
      <dl>
        <dt>{text('access.mfaSettings.currentMode')}</dt>
        <dd>{text(`access.mfaSettings.mode.${configuration.mode}`)}</dd>
      </dl>
      {isSetUp ? (
        <>
          <Button onClick={() => setDialog('changeMode')}>{text('access.mfaSettings.changeMode')}</Button>
          <Button variant="secondary" onClick={() => setDialog('regenerate')}>
            {text('access.mfaSettings.regenerate')}
          </Button>
        </>
      ) : (
        <Button onClick={() => navigate(paths.accountMfa.href())}>{text('access.mfaSettings.setUp')}</Button>
      )}

      {dialog === 'changeMode' && (
        <PasswordConfirmDialog title={text('access.mfaSettings.changeModeTitle')} onConfirm={changeMode} onClose={closeDialog}>
          <p>{text('access.mfaSettings.changeModeText')}</p>
        </PasswordConfirmDialog>
      )}
      {dialog === 'regenerate' && !newCodes && (
        <PasswordConfirmDialog title={text('access.mfaSettings.regenerateTitle')} onConfirm={regenerate} onClose={closeDialog}>
          <p>{text('access.mfaSettings.regenerateText')}</p>
        </PasswordConfirmDialog>
      )}
      {dialog === 'regenerate' && newCodes && (
        // The codes are shown once: a stray background click must not lose them.
        <Dialog title={text('access.mfaSettings.regenerateTitle')} onClose={closeDialog} closeOnBackdrop={false}>
          <RecoveryCodes codes={newCodes} />
          <Button onClick={closeDialog}>{text('access.mfaSettings.close')}</Button>
        </Dialog>
      )}
    </section>
  );
}
