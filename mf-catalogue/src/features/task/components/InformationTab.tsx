import { SafeHtml } from '@portal/ui';
import { useText } from '../../../lib/messages';
import type { TaskPageModel } from '../hooks/use-task-page';
import { taskMessages } from '../messages';
import { Journal } from './Journal';

/** The Information tab: the task's description and instructions (server HTML, sanitised), its duration, and its history. */
export function InformationTab({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const task = model.task!;
  return (
    <>
      <SafeHtml className="lp-task__description" html={task.description} />
      {task.longDescription && (
        <>
          <h2>{text('catalogue.task.information.instructions')}</h2>
          <SafeHtml className="lp-task__description" html={task.longDescription} />
        </>
      )}
      {task.durationExtension ? (
        <p>
          {text('catalogue.task.information.duration')}: {text('catalogue.task.information.minutes', { count: task.durationExtension })}
        </p>
      ) : null}
      <Journal entries={model.journal} />
    </>
  );
}
