import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_TASK_TAB, readTaskTab, taskMode, TASK_TABS, type TaskTab } from '@portal/contracts/tasks';
import { Button, Dialog, Spinner, messages, usePageTitle } from '@portal/ui';
import { useLearningContext } from '../../../lib/learning/learning-context';
import { useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { paths } from '../../../paths';
import { useTaskPage, type TaskPageModel } from '../hooks/use-task-page';
import { taskMessages } from '../messages';
import { CommentsTab } from './CommentsTab';
import { InformationTab } from './InformationTab';
import { RejectDialog } from './RejectDialog';
import { SubmissionTab } from './SubmissionTab';
import { TaskHeader } from './TaskHeader';
import './task.css';

/**
 * /catalogue/task/{id}/{parentId?} (the learner's task; hidden parameter selectedTab, Information by
 * default) and /catalogue/task/{id}/{action}/{uid}/{selectedTab} (action 'approval': the approver of
 * uid's request deciding on it). Spec 2 §2–§8.
 */
export default function TaskPage() {
  const { id = '', parentId, action, uid, selectedTab } = useParams();
  const [search] = useSearchParams();
  const context = useLearningContext();
  const me = context?.userId ?? '';
  const approvingRoute = action !== undefined;
  const owner = approvingRoute && taskMode(action, uid, me) === 'approving' ? uid : undefined;
  const model = useTaskPage(id, owner, parentId);
  const named = readTaskTab(approvingRoute ? selectedTab : search.get('selectedTab'));
  // The Comments tab exists only with comments on (spec 2 §1); its address then opens on Information.
  const tab = named === 'Comments' && !model.commentsOn ? DEFAULT_TASK_TAB : named;
  const text = useText(taskMessages);
  const navigate = useNavigate();
  usePageTitle(model.task?.name ?? text('catalogue.task.loading'));

  // Spec 2 §4, §8: an approver whose request is missing goes to the catalogue.
  useEffect(() => {
    if (!model.requestMissing) return;
    messages.add({ type: 'error', message: text('catalogue.task.requestMissing'), status: 'next' });
    navigate(paths.index.href(), { replace: true });
  }, [model.requestMissing, navigate, text]);

  if (model.isLoading || model.requestMissing) return <Spinner label={text('catalogue.task.loading')} />;
  if (!model.task || !model.view) {
    return (
      <div className="lp-task">
        <p role="alert">{text('catalogue.task.notFound')}</p>
        <Link to={paths.index.href()}>{text('catalogue.task.backToCatalogue')}</Link>
      </div>
    );
  }
  const tabHref = (each: TaskTab) => (owner ? paths.taskAction.href(id, action!, owner, each) : paths.task.href(id, parentId, each));

  return (
    <article className="lp-task" aria-labelledby="lp-task-title">
      <BackLink approving={Boolean(owner)} parentId={parentId} />
      <TaskHeader model={model} />
      <ActionBar model={model} />
      <nav aria-label={text('catalogue.task.tabs.label')} className="lp-tabs">
        <ul>
          {TASK_TABS.filter((each) => each !== 'Comments' || model.commentsOn).map((each) => (
            <li key={each}>
              <Link to={tabHref(each)} aria-current={each === tab ? 'page' : undefined} replace>
                {text(`catalogue.task.tabs.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="lp-task__panel" aria-label={text(`catalogue.task.tabs.${tab}`)}>
        {tab === 'Information' && <InformationTab model={model} />}
        {tab === 'Submission' && <SubmissionTab model={model} />}
        {tab === 'Comments' && <CommentsTab model={model} />}
      </section>
      {model.attemptsExceeded && (
        <Dialog title={text('catalogue.task.exceededTitle')} size="sm" onClose={model.closeAttemptsExceeded}>
          <p>{text('catalogue.task.exceededText')}</p>
          <div className="lp-dialog__actions">
            <Button onClick={model.closeAttemptsExceeded}>{text('catalogue.task.close')}</Button>
          </div>
        </Dialog>
      )}
    </article>
  );
}

function BackLink({ approving, parentId }: { approving: boolean; parentId: string | undefined }) {
  const text = useText(taskMessages);
  const { index } = useCatalogueIndex();
  if (approving) return <Link to={paths.approvals.href()}>{text('catalogue.task.backToApprovals')}</Link>;
  const parent = parentId ? index?.byId.get(parentId) : undefined;
  if (parent) return <Link to={paths.curriculum.href(parent.Id)}>{text('catalogue.task.backToParent', { name: parent.Name })}</Link>;
  return <Link to={paths.index.href()}>{text('catalogue.task.backToCatalogue')}</Link>;
}

/** The actions that are not the submission's own: enrol, approve, reject, cancel, new attempt. */
function ActionBar({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const { actions, working } = model;
  const offered = model.view!.actions.filter((action) => action === 'enrol' || action === 'approve' || action === 'reject' || action === 'cancel' || action === 'newAttempt');
  if (offered.length === 0 && !working) return null;
  return (
    <div className="lp-task__actions" role="group" aria-label={text('catalogue.task.actions.label')}>
      {offered.includes('enrol') && (
        <Button onClick={actions.enrol} disabled={Boolean(working)}>
          {text('catalogue.task.actions.enrol')}
        </Button>
      )}
      {offered.includes('approve') && (
        <Button onClick={actions.approve} disabled={Boolean(working)}>
          {text('catalogue.task.actions.approve')}
        </Button>
      )}
      {offered.includes('reject') && <RejectDialog model={model} />}
      {offered.includes('cancel') && (
        <Button variant="secondary" onClick={actions.cancel} disabled={Boolean(working)}>
          {text('catalogue.task.actions.cancel')}
        </Button>
      )}
      {offered.includes('newAttempt') && <NewAttempt model={model} />}
      {working && <Spinner label={text('catalogue.task.working')} />}
    </div>
  );
}

/** Start a new attempt, after the new attempt modal (spec 2 §2) asks. */
function NewAttempt({ model }: { model: TaskPageModel }) {
  const text = useText(taskMessages);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={Boolean(model.working)}>
        {text('catalogue.task.actions.newAttempt')}
      </Button>
      {asking && (
        <Dialog title={text('catalogue.task.newAttempt.title')} size="sm" onClose={() => setAsking(false)}>
          <p>{text('catalogue.task.newAttempt.text')}</p>
          <div className="lp-dialog__actions">
            <Button
              onClick={() => {
                setAsking(false);
                model.actions.newAttempt();
              }}
            >
              {text('catalogue.task.newAttempt.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {text('catalogue.task.newAttempt.cancel')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
