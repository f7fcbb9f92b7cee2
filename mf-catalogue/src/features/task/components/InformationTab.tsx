import { DEFAULT_BASE_URL } from '@portal/api-client';
import { SafeHtml } from '@portal/ui';
import { PremiumPanel } from '../../../lib/commerce/components/PremiumPanel';
import { useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import type { TaskPageModel } from '../hooks/use-task-page';
import { taskMessages } from '../messages';
import { Journal } from './Journal';

/**
 * The Information tab: the task's description and instructions (server HTML, sanitised), its duration,
 * for its owner the premium check (price and purchase, when commerce is on and the task has a sku), its
 * supporting files,
 * and its history.
 */
export function InformationTab({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const { index } = useCatalogueIndex();
  const task = model.task!;
  const catalogueItem = model.view?.mode === 'authoring' ? index?.byId.get(task.id) : undefined;
  return (
    <>
      <SafeHtml className="lp-task__description" html={task.description} />
      {catalogueItem && <PremiumPanel item={model.premium.state === 'unpaid' ? model.premium.unpaid : catalogueItem} />}
      {task.longDescription && (
        <>
          <h2>{text('catalogue.task.information.instructions')}</h2>
          <SafeHtml className="lp-task__description" html={task.longDescription} />
        </>
      )}
      {task.supportingFiles.length > 0 && (
        <section aria-labelledby="lp-task-supporting">
          <h2 id="lp-task-supporting">{text('catalogue.task.information.supportingFiles')}</h2>
          <ul className="lp-task__attachment-list">
            {task.supportingFiles.map((file) => (
              <li key={file.url}>
                <a href={`${DEFAULT_BASE_URL}${file.url}`} download={file.name}>
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
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
