import { useEffect, useId, useState } from 'react';
import { Button, Dialog } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { isAnnouncedSecond } from './countdown';
import { sessionTimeoutMessages } from './messages';

export interface SessionTimeoutDialogProps {
  secondsLeft: number;
  onExtend(): Promise<void>;
  onSignOut(): void;
}

/** Spec 1 §4: the countdown dialog. Escape (cancel) signs out like the button; a background click does nothing. */
export function SessionTimeoutDialog({ secondsLeft, onExtend, onSignOut }: SessionTimeoutDialogProps) {
  const t = useShellText(sessionTimeoutMessages);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const countdownId = useId();
  const countdown = t('shell.sessionTimeout.countdown', { count: secondsLeft });
  // The visible countdown changes each second; the live region only at the announced seconds.
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (isAnnouncedSecond(secondsLeft)) setSpoken(countdown);
  }, [secondsLeft, countdown]);

  async function extend() {
    setBusy(true);
    setFailed(false);
    try {
      await onExtend();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('shell.sessionTimeout.title')} size="sm" closeOnBackdrop={false} describedBy={countdownId} onClose={onSignOut}>
      <p id={countdownId}>{countdown}</p>
      <p className="lp-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
      {failed && <p role="alert">{t('shell.sessionTimeout.extendFailed')}</p>}
      <div className="lp-dialog__actions">
        <Button onClick={() => void extend()} disabled={busy}>
          {t('shell.sessionTimeout.extend')}
        </Button>
        <Button variant="secondary" onClick={onSignOut}>
          {t('shell.sessionTimeout.signOut')}
        </Button>
      </div>
    </Dialog>
  );
}
