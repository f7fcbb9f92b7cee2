import '../../access.css';
import './mfa-setup.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/session';
import { Button, Dialog, Spinner } from '@portal/ui';
import { needsReauthentication } from '../../../lib/api/reauthenticate';
import { ReauthenticateDialog } from '../../../lib/components/ReauthenticateForm';
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
 * change of mode (current password first, then /account/mfa) and regeneration of recovery codes.
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
  /** A change the LMS refused with ReauthenticationRequired (issue 10), run again after the step-up. */
  const [stepUp, setStepUp] = useState<() => Promise<void>>();

  if (loadFailed) return <p role="alert">{text('access.mfaSettings.loadFailed')}</p>;
  if (!configuration) return <Spinner label={text('access.mfaSettings.loading')} />;

  const isSetUp = configuration.mode !== 'none';

  /** Runs a change; when it needs a recent step-up, asks for it first and runs it again afterwards. */
  async function withStepUp(change: () => Promise<void>) {
    try {
      await change();
    } catch (error) {
      if (!needsReauthentication(error)) throw error;
      setStepUp(() => change);
    }
  }

  async function changeMode(pass: string) {
    await withStepUp(() => reset(pass));
  }

  async function reset(pass: string) {
    await resetting.mutateAsync({ pass });
    // Two-factor is off until the new mode is saved: the shell's gate keeps a forced user on set-up.
    sessionStore.getState().updateUser({ isTwoFASetupCompleted: false });
    navigate(paths.accountMfa.href());
  }

  async function regenerate(pass: string) {
    await withStepUp(async () => setNewCodes(await issuing.mutateAsync({ pass })));
  }

  async function afterStepUp() {
    const retry = stepUp;
    setStepUp(undefined);
    // A refusal now (e.g. a password changed meanwhile) leaves the dialog for another try.
    await retry?.().catch(() => undefined);
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

      {stepUp && (
        <ReauthenticateDialog
          onDone={afterStepUp}
          onCancel={() => {
            setStepUp(undefined);
            closeDialog();
          }}
        />
      )}
      {dialog === 'changeMode' && !stepUp && (
        <PasswordConfirmDialog title={text('access.mfaSettings.changeModeTitle')} onConfirm={changeMode} onClose={closeDialog}>
          <p>{text('access.mfaSettings.changeModeText')}</p>
        </PasswordConfirmDialog>
      )}
      {dialog === 'regenerate' && !newCodes && !stepUp && (
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
