import { Button, Dialog, Spinner } from '@portal/ui';
import { learningMessages } from '../../../lib/learning/messages';
import { useText } from '../../../lib/messages';
import { useOfflineQrCode } from '../api/get-offline-qr-code';
import { offlineMessages } from '../messages';

/** The offline-app onboarding modal (spec 2 §2): three steps and the QR code from /org/qrcode/{scope}. */
export function OfflineOnboardingDialog({ onClose }: { onClose(): void }) {
  const text = useText(offlineMessages);
  const learningText = useText(learningMessages);
  const qr = useOfflineQrCode(true);
  return (
    <Dialog title={text('catalogue.offline.onboarding.title')} onClose={onClose}>
      <p>{text('catalogue.offline.onboarding.intro')}</p>
      <ol>
        <li>{text('catalogue.offline.onboarding.step1')}</li>
        <li>{text('catalogue.offline.onboarding.step2')}</li>
        <li>{text('catalogue.offline.onboarding.step3')}</li>
      </ol>
      {qr.url ? (
        <img src={qr.url} alt={text('catalogue.offline.onboarding.qr')} width={240} height={240} style={{ maxWidth: '100%', height: 'auto' }} />
      ) : qr.failed ? (
        <p role="alert">{learningText('L10N.GLOBAL.MESSAGES.General.Failure')}</p>
      ) : (
        <Spinner label={text('catalogue.offline.onboarding.loading')} />
      )}
      <Button variant="secondary" onClick={onClose}>
        {text('catalogue.offline.onboarding.close')}
      </Button>
    </Dialog>
  );
}
