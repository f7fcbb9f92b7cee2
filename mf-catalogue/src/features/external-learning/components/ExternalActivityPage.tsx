import './external-learning.css';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { isApiError } from '@portal/api-client';
import { APPROVAL_STATE } from '@portal/contracts/approvals';
import {
  ELA_COMPLETION_STATUSES,
  ELA_OBJECT_TYPE,
  ExternalLearningPayloadSchema,
  elaItemMode,
  isElaReadOnly,
  timeOptions,
  type ExternalLearningItem,
} from '@portal/contracts/external-learning';
import { WidgetSlot } from '@portal/remote-contract';
import { useSession, featureEnabled } from '@portal/session';
import { Button, messages, Spinner, TextField, usePageTitle } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { SelectField, TextAreaField } from '@portal/ui/fields';
import { ErrorSummary } from '@portal/ui/error-summary';
import { useText } from '../../../lib/messages';
import { paths } from '../../../paths';
import { useDecideApproval } from '../api/decide-approval';
import { useDeleteExternalLearning } from '../api/delete-external-learning';
import { useExternalLearningItem } from '../api/get-external-learning-item';
import { useItemApproval } from '../api/get-item-approval';
import { useLookups } from '../api/get-lookups';
import { useSaveExternalLearning } from '../api/save-external-learning';
import { formValuesOf, numberOrNull, problemKey, type ElaFormValues } from '../domain/form';
import { externalLearningMessages } from '../messages';
import { Attachments } from './Attachments';
import { LearningItemPicker } from './LearningItemPicker';
import { DeleteDialog } from './DeleteDialog';
import { RejectDialog } from '../../../lib/approval/RejectDialog';

const FormSchema = v.omit(ExternalLearningPayloadSchema, ['approvalStatusId']);
const TIMES = timeOptions();
const NEW = 'new';

/**
 * /external-activities/item/{id}[/{action}[/{user}]] (spec 2 §2, §4): a new item ('new'), one's own item,
 * the approver's view (action 'approval'; the owner is the request's actor) and a read-only view of a
 * user's item (action 'readonly', user).
 */
export default function ExternalActivityPage() {
  const enabled = useSession((state) => featureEnabled(state.settings, 'externalLearning'));
  const { id = NEW, action, user } = useParams();
  if (!enabled) return <Navigate to={paths.dashboard.href()} replace />;
  return <ItemLoader key={`${id}/${action ?? ''}/${user ?? ''}`} id={id} action={action} user={user} />;
}

function ItemLoader({ id, action, user }: { id: string; action?: string; user?: string }) {
  const text = useText(externalLearningMessages);
  const me = useSession((state) => state.user?.id) ?? '';
  const approving = action === 'approval';
  const approval = useItemApproval(id, approving && id !== NEW);
  const ownerId = approving ? approval.data?.actorId : (user ?? me);
  const item = useExternalLearningItem(id === NEW ? undefined : ownerId, id);
  const lookups = useLookups();
  const mode = elaItemMode({ action, ownerId: approving ? approval.data?.actorId : undefined });

  if (id === NEW) {
    if (lookups.isPending) return <Spinner label={text('catalogue.externalLearning.itemLoading')} />;
    return <ItemEditor item={null} ownerId={me} mode="authoring" readOnly={false} viewOnly={false} />;
  }
  // An earlier answer is not shown while the page reads anew: the approval's state, or an item that was not there.
  const reading = (approving && (approval.isPending || approval.isFetching)) || item.isLoading || (item.isFetching && !item.data);
  if (reading || lookups.isPending) return <Spinner label={text('catalogue.externalLearning.itemLoading')} />;
  if (!item.data) {
    return (
      <div className="lp-ela">
        <p role="alert">{text('catalogue.externalLearning.notFound')}</p>
        {action ? (
          <Link to={paths.approvals.href()}>{text('catalogue.externalLearning.backToApprovals')}</Link>
        ) : (
          <Link to={paths.externalActivities.href()}>{text('catalogue.externalLearning.back')}</Link>
        )}
      </div>
    );
  }
  const isCreator = item.data.createdBy.id === me;
  const viewOnly = action === 'readonly' || (!isCreator && mode !== 'approving');
  const readOnly = viewOnly || mode === 'approving' || isElaReadOnly({ approvalStatusId: item.data.approvalStatusId, isCreator });
  return <ItemEditor key={item.data.modifiedOn} item={item.data} ownerId={item.data.createdBy.id} mode={mode} readOnly={readOnly} viewOnly={viewOnly} />;
}

interface ItemEditorProps {
  item: ExternalLearningItem | null;
  ownerId: string;
  mode: 'authoring' | 'approving';
  /** No field or attachment can change (spec 2 §4's read-only rule; the approver never edits). */
  readOnly: boolean;
  /** Someone else's item seen without an action on it. */
  viewOnly: boolean;
}

function ItemEditor({ item, ownerId, mode, readOnly, viewOnly }: ItemEditorProps) {
  const text = useText(externalLearningMessages);
  const commentsOn = useSession((state) => featureEnabled(state.settings, 'comments'));
  const navigate = useNavigate();
  const me = useSession((state) => state.user?.id) ?? '';
  const lookups = useLookups();
  const save = useSaveExternalLearning();
  const remove = useDeleteExternalLearning();
  const decide = useDecideApproval();
  const [dialog, setDialog] = useState<'delete' | 'reject' | 'picker' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [learningItemName, setLearningItemName] = useState(item?.learningItemName ?? null);
  const formId = useId();
  const defaultValues = useMemo(() => formValuesOf(item, new Date()), [item]);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<ElaFormValues>({ resolver: valibotResolver(FormSchema) as Resolver<ElaFormValues>, defaultValues });
  const learningItemId = watch('learningItemId');

  const title = text(
    mode === 'approving'
      ? 'catalogue.externalLearning.approveTitle'
      : !item
        ? 'catalogue.externalLearning.newTitle'
        : readOnly
          ? 'catalogue.externalLearning.viewTitle'
          : 'catalogue.externalLearning.editTitle',
  );
  usePageTitle(item ? `${title}: ${item.name}` : title);

  const fieldId = (name: string) => `${formId}-${name}`;
  const problem = (name: keyof ElaFormValues) => {
    const key = problemKey(errors[name]?.message);
    return key ? text(`catalogue.externalLearning.error.${key}`) : undefined;
  };
  const fieldNames: (keyof ElaFormValues)[] = ['name', 'typeId', 'occurredOn', 'occurredAt', 'score', 'cpdPoints', 'learningHours', 'description', 'keyLearning'];
  const labelOf = (name: keyof ElaFormValues) =>
    text(
      name === 'typeId'
        ? 'catalogue.externalLearning.field.type'
        : `catalogue.externalLearning.field.${name as Exclude<keyof ElaFormValues, 'typeId' | 'completionStatusId' | 'learningItemId'>}`,
    );
  // The summary names the field of each problem ("Name: This is required."); beside the field the problem alone is enough.
  const summary = fieldNames.flatMap((name) => {
    const message = problem(name);
    return message ? [{ fieldId: fieldId(name), message: text('catalogue.externalLearning.error.summary', { field: labelOf(name), problem: message }) }] : [];
  });

  const onSave = (intent: 'draft' | 'pendingapproval') =>
    handleSubmit(async (values) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync({ id: item?.id, payload: { ...values, approvalStatusId: intent } });
        // A new item's page follows: the message is raised for it, so that navigation does not clear it.
        messages.success(text(intent === 'draft' ? 'catalogue.externalLearning.saved' : 'catalogue.externalLearning.submitted'), item ? {} : { status: 'next' });
        if (!item) navigate(paths.externalActivity.href(saved.id), { replace: true });
      } catch (error) {
        setFailure(text(isApiError(error) && error.code === 'NoApprover' ? 'catalogue.externalLearning.noApprover' : 'catalogue.externalLearning.failed'));
      }
    });

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(item!.id);
      messages.success(text('catalogue.externalLearning.removed'), { status: 'next' });
      navigate(paths.externalActivities.href());
    } catch {
      messages.error(text('catalogue.externalLearning.failed'));
      setDialog(null);
    }
  };

  const decideOn = async (decision: { action: 'accept' } | { action: 'reject'; comment: string }) => {
    if (!item?.approval) return;
    try {
      await decide.mutateAsync({ ...decision, actorId: ownerId, reference: item.approval.reference });
      messages.success(text(decision.action === 'accept' ? 'catalogue.externalLearning.approvedDone' : 'catalogue.externalLearning.rejectedDone'), { status: 'next' });
      // Decided, the item is no longer the approver's to read: back to their approvals.
      navigate(paths.approvals.href());
    } catch {
      messages.error(text('catalogue.externalLearning.failed'));
    }
  };

  const canDecide = mode === 'approving' && item?.approvalStatusId === 'pendingapproval' && item.approval?.state === APPROVAL_STATE.pending && ownerId !== me;
  const numberField = (name: 'score' | 'cpdPoints' | 'learningHours', max: number, step: string) => (
    <TextField
      id={fieldId(name)}
      type="number"
      inputMode="decimal"
      min={0}
      max={max}
      step={step}
      label={text(`catalogue.externalLearning.field.${name}`)}
      error={problem(name)}
      readOnly={readOnly}
      {...register(name, { setValueAs: numberOrNull })}
    />
  );
  const selectField = (name: 'typeId' | 'occurredAt' | 'completionStatusId', options: { value: string; label: string }[], placeholder?: string) => (
    <SelectField
      id={fieldId(name)}
      label={text(
        name === 'typeId'
          ? 'catalogue.externalLearning.field.type'
          : name === 'occurredAt'
            ? 'catalogue.externalLearning.field.occurredAt'
            : 'catalogue.externalLearning.field.completionStatus',
      )}
      error={problem(name)}
      disabled={readOnly}
      options={options}
      placeholder={placeholder}
      {...register(name)}
    />
  );
  const textArea = (name: 'description' | 'keyLearning') => (
    <TextAreaField id={fieldId(name)} label={text(`catalogue.externalLearning.field.${name}`)} error={problem(name)} readOnly={readOnly} {...register(name)} />
  );

  return (
    <div className="lp-ela">
      <p>
        {/* Another user's item is read by the approver of its request, who came from their approvals. */}
        {mode === 'approving' || viewOnly ? (
          <Link to={paths.approvals.href()}>{text('catalogue.externalLearning.backToApprovals')}</Link>
        ) : (
          <Link to={paths.externalActivities.href()}>{text('catalogue.externalLearning.back')}</Link>
        )}
      </p>
      <h1>{title}</h1>
      {item && (
        <dl className="lp-ela__meta">
          <div>
            <dt>{text('catalogue.externalLearning.status')}:</dt>
            <dd className="lp-ela__status">{text(`catalogue.externalLearning.status.${item.approvalStatusId}`)}</dd>
          </div>
          <div>
            <dd>{text('catalogue.externalLearning.createdBy', { name: item.createdBy.name })}</dd>
          </div>
          {item.approval?.approverName && (
            <div>
              <dd>{text('catalogue.externalLearning.approver', { name: item.approval.approverName })}</dd>
            </div>
          )}
        </dl>
      )}
      {item?.approvalStatusId === 'rejected' && item.approval?.comment && (
        <div className="lp-ela__note">
          <h2>{text('catalogue.externalLearning.rejectionComment')}</h2>
          <p>{item.approval.comment}</p>
        </div>
      )}
      {readOnly && mode === 'authoring' && item && !viewOnly && (
        <p className="lp-ela__note">{text(item.approvalStatusId === 'pendingapproval' ? 'catalogue.externalLearning.pendingNote' : 'catalogue.externalLearning.readOnlyNote')}</p>
      )}
      <form className="lp-ela__form" noValidate aria-label={title} onSubmit={(event) => void onSave('draft')(event)}>
        {isSubmitted && summary.length > 0 && <ErrorSummary title={text('catalogue.externalLearning.formInvalid')} errors={summary} />}
        {failure && (
          <p role="alert" className="lp-form-error">
            {failure}
          </p>
        )}
        <TextField id={fieldId('name')} label={text('catalogue.externalLearning.field.name')} error={problem('name')} readOnly={readOnly} required {...register('name')} />
        {selectField(
          'typeId',
          (lookups.data?.types ?? []).map((type) => ({ value: type.id, label: type.name })),
          text('catalogue.externalLearning.field.chooseType'),
        )}
        <div className="lp-ela__row">
          <DateField
            id={fieldId('occurredOn')}
            label={text('catalogue.externalLearning.field.occurredOn')}
            error={problem('occurredOn')}
            readOnly={readOnly}
            {...register('occurredOn')}
          />
          {selectField(
            'occurredAt',
            TIMES.map((time) => ({ value: time, label: time })),
          )}
        </div>
        {selectField(
          'completionStatusId',
          ELA_COMPLETION_STATUSES.map((status) => ({ value: status, label: text(`catalogue.externalLearning.completion.${status}`) })),
        )}
        <div className="lp-ela__row">
          {numberField('score', 100, '1')}
          {numberField('cpdPoints', 1000, '0.5')}
          {numberField('learningHours', 1000, '0.25')}
        </div>
        {textArea('description')}
        {textArea('keyLearning')}
        <div className="lp-field">
          <p className="lp-field__label" id={fieldId('learningItem')}>
            {text('catalogue.externalLearning.field.learningItem')}
          </p>
          <p aria-labelledby={fieldId('learningItem')}>{learningItemId ? (learningItemName ?? learningItemId) : text('catalogue.externalLearning.field.noLearningItem')}</p>
          {!readOnly && (
            <div className="lp-ela__actions">
              <Button variant="secondary" onClick={() => setDialog('picker')}>
                {text('catalogue.externalLearning.chooseLearningItem')}
              </Button>
              {learningItemId && (
                <Button variant="secondary" onClick={() => setValue('learningItemId', null, { shouldDirty: true })}>
                  {text('catalogue.externalLearning.removeLearningItem')}
                </Button>
              )}
            </div>
          )}
        </div>
        {!readOnly && (
          <div className="lp-ela__actions">
            <Button type="submit" disabled={save.isPending}>
              {text('catalogue.externalLearning.saveDraft')}
            </Button>
            <Button variant="secondary" disabled={save.isPending} onClick={() => void onSave('pendingapproval')()}>
              {text('catalogue.externalLearning.submit')}
            </Button>
            {item && (
              <Button variant="secondary" disabled={remove.isPending} onClick={() => setDialog('delete')}>
                {text('catalogue.externalLearning.delete')}
              </Button>
            )}
          </div>
        )}
        {canDecide && (
          <div className="lp-ela__actions">
            <Button disabled={decide.isPending} onClick={() => void decideOn({ action: 'accept' })}>
              {text('catalogue.externalLearning.approve')}
            </Button>
            <Button variant="secondary" disabled={decide.isPending} onClick={() => setDialog('reject')}>
              {text('catalogue.externalLearning.reject')}
            </Button>
          </div>
        )}
      </form>
      {item ? (
        <Attachments itemId={item.id} ownerId={ownerId === me ? undefined : ownerId} readOnly={readOnly} />
      ) : (
        <section className="lp-ela__section">
          <h2>{text('catalogue.externalLearning.attachments')}</h2>
          <p>{text('catalogue.externalLearning.attachmentsSaveFirst')}</p>
        </section>
      )}
      {item && commentsOn && (
        <section className="lp-ela__section" aria-label={text('catalogue.externalLearning.comments')}>
          <WidgetSlot name="comments.thread" version={1} props={{ topicRef: `${item.id}:${ownerId}`, topicLabel: item.name, topicData: ELA_OBJECT_TYPE, readOnly: viewOnly }} />
        </section>
      )}
      {dialog === 'delete' && item && <DeleteDialog name={item.name} busy={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDialog(null)} />}
      {dialog === 'reject' && (
        <RejectDialog
          texts={{
            title: text('catalogue.externalLearning.rejectTitle'),
            comment: text('catalogue.externalLearning.rejectComment'),
            hint: text('catalogue.externalLearning.rejectHint'),
            required: text('catalogue.externalLearning.rejectRequired'),
            confirm: text('catalogue.externalLearning.reject'),
            cancel: text('catalogue.externalLearning.cancel'),
          }}
          busy={decide.isPending}
          onReject={(comment) => void decideOn({ action: 'reject', comment })}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'picker' && (
        <LearningItemPicker
          onClose={() => setDialog(null)}
          onChoose={(chosen) => {
            setValue('learningItemId', chosen.id, { shouldDirty: true });
            setLearningItemName(chosen.name);
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}
