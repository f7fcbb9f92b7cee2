import { Spinner } from '@portal/ui';
import { formatDate } from '@portal/i18n';
import { commerceMessages } from '../../../lib/commerce/messages';
import { learningMessages, type LearningMessageKey } from '../../../lib/learning/messages';
import { useText } from '../../../lib/messages';
import type { TaskPageModel } from '../hooks/use-task-page';
import { taskMessages } from '../messages';

/** The task's name, whose task it is when an approver looks, its status and due date, and why it cannot be changed. */
export function TaskHeader({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const learningText = useText(learningMessages);
  const commerceText = useText(commerceMessages);
  const task = model.task!;
  const view = model.view!;
  const statusKey = `catalogue.learning.status.${task.status}` as LearningMessageKey;
  const due = task.dueDate ? formatDate(task.dueDate, { dateStyle: 'long' }) : undefined;
  const notice =
    view.mode === 'approving' || view.premium === 'checking'
      ? null
      : view.premium === 'unpaid'
        ? commerceText('catalogue.commerce.buyFirst')
        : view.actions.includes('enrol') || (task.enrolmentStatus !== 'Enrolled' && view.readOnly)
          ? text('catalogue.task.enrolFirst')
          : task.status === 'PendingApproval'
            ? text('catalogue.task.pendingNote')
            : view.readOnly
              ? text('catalogue.task.readOnly')
              : null;
  return (
    <header className="lp-task__header">
      <h1 id="lp-task-title">{task.name}</h1>
      {view.mode === 'approving' && <p className="lp-task__reviewing">{text('catalogue.task.reviewing', { name: task.owner.displayName ?? task.owner.username })}</p>}
      <dl className="lp-learning__details">
        <dt>{text('catalogue.task.status')}</dt>
        <dd>
          <span className={`lp-task__status lp-task__status--${task.status}`}>{statusKey in learningMessages ? learningText(statusKey) : task.status}</span>
        </dd>
        {due && (
          <>
            <dt>{text('catalogue.task.dueDate')}</dt>
            <dd>
              {due}
              {task.dueDateDaysOverDue ? ` (${text('catalogue.task.overdue', { count: task.dueDateDaysOverDue })})` : ''}
              {task.dueDateDaysRemaining != null && task.status !== 'Completed' ? ` (${text('catalogue.task.dueIn', { count: task.dueDateDaysRemaining })})` : ''}
            </dd>
          </>
        )}
      </dl>
      {notice && <p className="lp-learning__notice">{notice}</p>}
      {view.premium === 'checking' && <Spinner label={text('catalogue.task.premiumChecks')} />}
    </header>
  );
}
