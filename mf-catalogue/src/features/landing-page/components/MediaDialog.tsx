import { Button, Dialog } from '@portal/ui';
import { useText } from '../../../lib/messages';
import type { MediaKind } from '../domain/landing-actions';
import { landingPageMessages } from '../messages';

export interface MediaDialogProps {
  kind: MediaKind;
  title: string;
  url: string;
  onClose(): void;
}

/** Video (a large modal) or audio (a modal with a close button at the top), playing at once. */
export function MediaDialog({ kind, title, url, onClose }: MediaDialogProps) {
  const text = useText(landingPageMessages);
  const close = text('catalogue.landingPage.close');
  if (kind === 'audio') {
    return (
      <Dialog title={title} showClose closeLabel={close} onClose={onClose}>
        <audio className="lp-learning__media" src={url} controls autoPlay aria-label={title} />
      </Dialog>
    );
  }
  return (
    <Dialog title={title} size="lg" onClose={onClose}>
      <video className="lp-learning__media" src={url} controls autoPlay playsInline aria-label={title} />
      <div className="lp-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {close}
        </Button>
      </div>
    </Dialog>
  );
}
