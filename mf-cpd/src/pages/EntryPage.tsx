import '../lib/components/cpd.css';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, useApi } from '@portal/api-client';
import { DEFAULT_TARGET_MODE, isEvidenceFileType, type CpdEntry, type CpdFile, type SchemaField } from '@portal/contracts/cpd';
import { Button, messages, Spinner, useLeaveConfirmation, usePageTitle } from '@portal/ui';
import { ErrorSummary } from '@portal/ui/error-summary';
import { useJournalAccess } from '../lib/access';
import { useCpdConfig } from '../lib/api/get-cpd-config';
import { useEntries } from '../lib/api/get-entries';
import { useApplyFileChanges } from '../features/entry/api/apply-file-changes';
import { downloadEvidence } from '../features/entry/api/download-evidence';
import { useEntrySchema } from '../features/entry/api/get-entry-schema';
import { uploadFailure } from '../features/entry/domain/upload-failure';
import { ConfirmDialog } from '../lib/components/ConfirmDialog';
import { Guidance } from '../lib/components/Guidance';
import { ReviewGate } from '../lib/components/ReviewGate';
import { ShareDialog } from '../lib/components/ShareDialog';
import { cpdMessages, useText } from '../lib/messages';
import { paths, readEntryParams, type EntryParams } from '../paths';
import { useDelEntry } from '../features/entry/api/del-entry';
import { useSetEntry } from '../features/entry/api/set-entry';
import { checkEntryForm, entryFormOf, type EntryFormValues } from '../features/entry/domain/entry-form';
import { entryMessages, type EntryMessageKey } from '../features/entry/messages';
import { EntryField, fieldId } from '../features/entry/components/EntryField';
import { EvidenceField } from '../features/entry/components/EvidenceField';

/** /cpd/item (spec 3 §2): the entry page. Lost params send the user back to the list. */
export default function EntryPage() {
  const [search] = useSearchParams();
  const params = readEntryParams(search);
  const access = useJournalAccess(params?.uid ? { action: 'review', uid: params.uid } : {});
  if (!params || !params.minDate || !params.maxDate) return <Navigate to={paths.list.href()} replace />;
  if (access.kind === 'home') return <Navigate to={paths.home.href()} replace />;
  return <ReviewGate uid={access.uid}>{() => <EntryLoader params={params} uid={access.uid} />}</ReviewGate>;
}

function EntryLoader({ params, uid }: { params: EntryParams; uid: string }) {
  const text = useText({ ...cpdMessages, ...entryMessages });
  const schema = useEntrySchema(params.mode ?? 'credits');
  const entries = useEntries(uid, { start_date: params.minDate!, end_date: params.maxDate! });
  if (schema.isPending || (params.id && entries.isPending)) return <Spinner label={text('cpd.entry.loading')} />;
  const found = params.id ? entries.data?.find((e) => e.reference === params.id) : undefined;
  if (!schema.data || (params.id && !found)) return <p role="alert">{text('cpd.entry.notFound')}</p>;
  // isNew with an id is a copy: a new entry that starts from that entry's values (spec 3 §2 canCopy).
  const copy = params.isNew && found ? found : undefined;
  const entry = copy ? undefined : found;
  return (
    <EntryEditor
      key={entry?.updated_date ?? (copy ? `copy-${copy.reference}` : 'new')}
      params={params}
      uid={uid}
      schema={schema.data}
      entry={entry}
      template={copy}
      readOnly={!!params.isLocked || uid !== ''}
    />
  );
}

interface EntryEditorProps {
  params: EntryParams;
  /** Whose journal: '' for one's own. */
  uid: string;
  schema: readonly SchemaField[];
  entry: CpdEntry | undefined;
  /** A copy starts from this entry's values (its evidence stays with it). */
  template?: CpdEntry | undefined;
  readOnly: boolean;
}

function EntryEditor({ params, uid, schema, entry, template, readOnly }: EntryEditorProps) {
  const text = useText({ ...cpdMessages, ...entryMessages });
  const navigate = useNavigate();
  const api = useApi();
  const config = useCpdConfig();
  const save = useSetEntry();
  const remove = useDelEntry();
  const applyFiles = useApplyFileChanges();
  const [ask, setAsk] = useState<'delete' | 'share' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Evidence changes wait for Save (spec 3 §5: pending file changes count as unsaved changes).
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const [added, setAdded] = useState<readonly { field: string; file: File }[]>([]);
  const [fileProblem, setFileProblem] = useState<Record<string, string>>({});
  const files = useMemo(() => (entry?.files ?? []).filter((file) => !removed.includes(file.id)), [entry, removed]);
  const fileNames = useMemo(
    () =>
      Object.fromEntries(
        schema
          .filter((f) => f.type === 'file')
          .map((f) => [f.key, [...files.filter((file) => file.field === f.key).map((file) => file.name), ...added.filter((a) => a.field === f.key).map((a) => a.file.name)]]),
      ),
    [schema, files, added],
  );
  const context = {
    journalId: params.journalId,
    id: entry?.reference,
    mode: params.mode ?? 'credits',
    minDate: params.minDate,
    maxDate: params.maxDate,
    files: fileNames,
  } as const;

  // The same rules as the LMS, one message key per field; the draft rule as a form-wide error.
  const resolver: Resolver<EntryFormValues> = (values) => {
    const check = checkEntryForm(schema, values, context);
    if (check.request) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [key, message] of Object.entries(check.problems)) errors[key] = { type: 'validate', message };
    if (check.draftRule) errors.root = { type: 'draft', message: 'cpd.entry.draftRule' };
    return { values: {}, errors: errors as never };
  };
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<EntryFormValues>({ resolver, defaultValues: entryFormOf(schema, entry ?? template) });
  const values = watch();
  const pendingFiles = added.length > 0 || removed.length > 0;
  const unsaved = (isDirty || pendingFiles) && !readOnly;
  // Back to the list as it was left: its period and its filters (spec 3 §2 /cpd/item params).
  const listHref = paths.list.href(params.journalId, params.filters);
  const back = () => navigate(params.uid ? paths.listReview.href(params.uid, params.journalId, params.filters) : listHref);

  // Spec 3 §5: leaving with unsaved changes (or pending file changes) asks first, whichever way the user goes.
  const leaving = useLeaveConfirmation(unsaved);

  const addFiles = (field: string, chosen: File[]) => {
    // Spec 3 §5: a type outside the list is refused at once with the file-type message.
    const refused = chosen.some((file) => !isEvidenceFileType(file.name));
    setFileProblem((problems) => ({ ...problems, [field]: refused ? text('cpd.file.unsupported') : '' }));
    setAdded((list) => [...list, ...chosen.filter((file) => isEvidenceFileType(file.name)).map((file) => ({ field, file }))]);
  };
  const download = async (file: CpdFile) => {
    try {
      await downloadEvidence(api, uid, entry!.reference, file);
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
    }
  };

  const problemOf = (key: string) => {
    const message = errors[key]?.message;
    return message ? text(message as EntryMessageKey) : fileProblem[key] || undefined;
  };
  const visible = schema.filter((f) => !f.hidden);
  const summary = visible.flatMap((f) => {
    const message = problemOf(f.key);
    // Each line names its field: two fields with the same problem would otherwise read as one line twice.
    return message ? [{ fieldId: f.type === 'time' ? `${fieldId(f.key)}-hours` : fieldId(f.key), message: `${f.label}: ${message}` }] : [];
  });
  const draftRule = errors.root?.message ? text('cpd.entry.draftRule') : undefined;

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const check = checkEntryForm(schema, form, context);
    if (!check.request) return;
    let saved: CpdEntry;
    try {
      saved = await save.mutateAsync(check.request);
    } catch (error) {
      // The LMS applies the same rules; its draft-rule answer is shown in the spec's words.
      setFailure(isApiError(error) && error.code === 'DraftRule' ? text('cpd.entry.draftRule') : text('L10N.GLOBAL.MESSAGES.General.Failure'));
      return;
    }
    try {
      if (pendingFiles) await applyFiles.mutateAsync({ entryId: saved.reference, remove: removed, add: added });
    } catch (error) {
      // The entry is saved; its evidence is not. Stay on the saved entry so the upload can be tried again.
      messages.error(text(uploadFailure(error)));
      setRemoved([]);
      setAdded([]);
      leaving.allowLeaving();
      navigate(paths.item.href({ ...params, id: saved.reference, isNew: false }), { replace: true });
      return;
    }
    messages.success(text('cpd.entry.saved'));
    leaving.allowLeaving();
    navigate(listHref);
  });

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(entry!.reference);
      messages.success(text('cpd.entry.deleted'));
      leaving.allowLeaving();
      navigate(listHref);
    } catch {
      messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
      setAsk(null);
    }
  };

  const title = text(readOnly ? 'cpd.entry.viewTitle' : entry ? 'cpd.entry.editTitle' : 'cpd.entry.newTitle');
  usePageTitle(title);

  return (
    <div className="lp-cpd">
      <h1>{title}</h1>
      {params.isLocked && <p className="lp-cpd__locked">{text('cpd.entry.locked')}</p>}
      <Guidance location="entry" />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="lp-cpd__form" aria-label={title}>
        {isSubmitted && summary.length > 0 && <ErrorSummary title={text('L10N.GLOBAL.MESSAGES.General.Form.Validation.Failure')} errors={summary} />}
        {(draftRule || failure) && (
          <p role="alert" className="lp-form-error">
            {failure ?? draftRule}
          </p>
        )}
        <fieldset className="lp-cpd__fields">
          {visible.map((field) =>
            field.type === 'file' ? (
              <EvidenceField
                key={field.key}
                field={field}
                files={files.filter((file) => file.field === field.key)}
                pending={added.filter((a) => a.field === field.key).map((a) => a.file)}
                readOnly={readOnly}
                error={problemOf(field.key)}
                onAdd={(chosen) => addFiles(field.key, chosen)}
                onRemove={(file) => setRemoved((list) => [...list, file.id])}
                onRemovePending={(file) => setAdded((list) => list.filter((a) => a.file !== file))}
                onDownload={(file) => void download(file)}
              />
            ) : (
              <EntryField key={field.key} field={field} schema={schema} values={values} control={control} register={register} error={problemOf(field.key)} readOnly={readOnly} />
            ),
          )}
        </fieldset>
        <div className="lp-cpd__actions">
          {!readOnly && (
            <Button type="submit" disabled={save.isPending || applyFiles.isPending}>
              {text('cpd.entry.save')}
            </Button>
          )}
          {!readOnly && entry && (
            <Button type="button" variant="secondary" onClick={() => setAsk('delete')}>
              {text('cpd.entry.delete')}
            </Button>
          )}
          {!readOnly && entry && params.canCopy && (
            <Button type="button" variant="secondary" onClick={() => navigate(paths.item.href({ ...params, id: entry.reference, isNew: true }))}>
              {text('cpd.entry.copy')}
            </Button>
          )}
          {!params.uid && entry && config.data?.enableSharing && (
            <Button type="button" variant="secondary" onClick={() => setAsk('share')}>
              {text('cpd.share.open')}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={() => leaving.leaveWith(back)}>
            {text('cpd.entry.back')}
          </Button>
        </div>
      </form>
      {ask === 'delete' && (
        <ConfirmDialog
          title={text('cpd.entry.delete')}
          message={text('cpd.entry.deleteConfirm')}
          confirmLabel={text('cpd.entry.delete')}
          cancelLabel={text('cpd.cancel')}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setAsk(null)}
        />
      )}
      {ask === 'share' && entry && <ShareDialog kind="entry" id={entry.reference} mode={params.mode ?? DEFAULT_TARGET_MODE} onClose={() => setAsk(null)} />}
      {leaving.asking && (
        <ConfirmDialog
          title={text('cpd.entry.unsavedTitle')}
          message={text('cpd.entry.unsavedConfirm')}
          confirmLabel={text('cpd.entry.leave')}
          cancelLabel={text('cpd.cancel')}
          onConfirm={leaving.leave}
          onCancel={leaving.stay}
        />
      )}
    </div>
  );
}
