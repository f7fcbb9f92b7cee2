import { useParams } from 'react-router-dom';
import { Button, Dialog, Spinner } from '@portal/ui';
import { useText } from '../../../lib/messages';
import { useLaunch } from '../hooks/use-launch';
import { launchMessages } from '../messages';

/**
 * /catalogue/launch/{id}/{childId?}: no screen of its own (spec 2 §2), only a spinner while it
 * decides, the attempt choice of a finished course, and an 'Open' link when the browser blocked
 * the content's window.
 */
export default function LaunchPage() {
  const { id, childId } = useParams();
  const { view, choose, opened, leave } = useLaunch(id, childId);
  const text = useText(launchMessages);

  return (
    <div className="lp-launch">
      {(view.kind === 'working' || view.kind === 'done') && <Spinner label={text('catalogue.launch.opening')} />}
      {view.kind === 'blocked' && (
        <p role="alert">
          {text('catalogue.launch.blocked')}{' '}
          <a
            href={view.url}
            target="_blank"
            rel="noreferrer"
            onClick={(event) => {
              // Opened by the click itself, so it is not blocked again and its closing can be watched.
              const launched = window.open(view.url, '_blank');
              if (!launched) return;
              event.preventDefault();
              opened(launched);
            }}
          >
            {text('catalogue.launch.open')}
          </a>
        </p>
      )}
      {view.kind === 'attempt-choice' && (
        <Dialog title={text('catalogue.launch.choiceTitle')} onClose={() => choose('cancel')}>
          <p>{text('catalogue.launch.choiceText')}</p>
          <div className="lp-dialog__actions">
            {view.options.map((option) => (
              <Button key={option} variant={option === 'cancel' ? 'secondary' : 'primary'} onClick={() => choose(option)}>
                {text(`catalogue.launch.choice.${option}`)}
              </Button>
            ))}
          </div>
        </Dialog>
      )}
      {view.kind === 'attempts-exceeded' && (
        <Dialog title={text('catalogue.launch.exceededTitle')} onClose={leave}>
          <p>{text('catalogue.launch.exceededText')}</p>
          <div className="lp-dialog__actions">
            <Button onClick={leave}>{text('catalogue.launch.close')}</Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
