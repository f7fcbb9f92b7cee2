import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useApi } from '@portal/api-client';
import type { Delegation } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Button, messages, Spinner, TextField, type ModalTemplateProps } from '@portal/ui';
import { resolveUsername } from '../../../lib/api/resolve-username';
import { useText } from '../../../lib/messages';
import { currentScope } from '../../../lib/scope';
import { addDelegate } from '../api/add-delegate';
import { listDelegates } from '../api/list-delegates';
import { removeDelegate } from '../api/remove-delegate';
import { updateDelegate } from '../api/update-delegate';
import {
  delegationFailure,
  delegationFormProblems,
  draftFromDelegation,
  EMPTY_DRAFT,
  periodInstant,
  resolvedDelegate,
  type DelegationDraft,
  type DelegationFormProblems,
} from '../domain/delegation-rules';
import { delegationMessages, type DelegationMessageKey } from '../messages';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour));
const MINUTES = Array.from({ length: 60 }, (_, minute) => String(minute));

type List = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; delegates: Delegation[] };

/**
 * Spec 1 §4, §5, §8 approval delegation: the approver's delegates with their periods; add, change
 * and remove. The delegate is typed as a username or e-mail and resolved to exactly one other user.
 */
export default function DelegationDialog({ close }: ModalTemplateProps) {
  const text = useText(delegationMessages);
  const { i18n } = useTranslation();
  const api = useApi();
  const user = useSession((state) => state.user);
  const [list, setList] = useState<List>({ status: 'loading' });
  const [draft, setDraft] = useState<DelegationDraft>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<Delegation | null>(null);
  const [problems, setProblems] = useState<DelegationFormProblems>({});
  const [failure, setFailure] = useState<DelegationMessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const formTitleId = useId();
  const userId = user?.id;

  const refresh = useCallback(async () => {
    if (!userId) return;
    try {
      setList({ status: 'ready', delegates: await listDelegates(api, currentScope(), userId) });
    } catch {
      setList({ status: 'failed' });
    }
  }, [api, userId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (!user) return null;
  const approverId = user.id;

  const when = (iso: string | null | undefined) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : text('access.delegation.openEnded');

  function edit<K extends keyof DelegationDraft>(field: K, value: DelegationDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  }

  function startEditing(delegation: Delegation) {
    setEditing(delegation);
    setDraft(draftFromDelegation(delegation));
    setProblems({});
    setFailure(null);
  }

  function stopEditing() {
    setEditing(null);
    setDraft(EMPTY_DRAFT);
    setProblems({});
    setFailure(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = delegationFormProblems(draft);
    setProblems(found);
    setFailure(null);
    if (found.delegate || found.untilDate) return;
    setBusy(true);
    try {
      const scope = currentScope();
      const resolved = resolvedDelegate(await resolveUsername(api, scope, { username: draft.delegate.trim(), includeEmail: true }), approverId);
      if (!resolved.ok) {
        setFailure(resolved.problem);
        return;
      }
      const period = {
        startAt: periodInstant(draft.fromDate, draft.fromHours, draft.fromMinutes),
        endAt: periodInstant(draft.untilDate, draft.untilHours, draft.untilMinutes),
      };
      if (editing) {
        await updateDelegate(api, { scope, reference: editing.reference, approverId, delegateeId: resolved.delegateeId, ...period });
        messages.success(text('access.delegation.updated'));
      } else {
        await addDelegate(api, { scope, approverId, delegateeId: resolved.delegateeId, ...period });
        messages.success(text('access.delegation.added'));
      }
      stopEditing();
      await refresh();
    } catch (error) {
      // The form keeps what was typed.
      setFailure(delegationFailure(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove(delegation: Delegation) {
    setBusy(true);
    setFailure(null);
    try {
      await removeDelegate(api, { scope: currentScope(), reference: delegation.reference });
      messages.success(text('access.delegation.removed'));
      if (editing?.reference === delegation.reference) stopEditing();
      await refresh();
    } catch (error) {
      setFailure(delegationFailure(error));
    } finally {
      setBusy(false);
    }
  }

  const timeSelect = (field: 'fromHours' | 'fromMinutes' | 'untilHours' | 'untilMinutes', values: readonly string[]) => (
    <TimeSelect label={text(`access.delegation.${field}`)} value={draft[field]} values={values} onChange={(value) => edit(field, value)} />
  );

  return (
    <div className="lp-delegation">
      <p>{text('access.delegation.intro')}</p>
      <h3>{text('access.delegation.listTitle')}</h3>
      {list.status === 'loading' && <Spinner label={text('access.delegation.loading')} />}
      {list.status === 'failed' && <p role="alert">{text('access.delegation.loadFailed')}</p>}
      {list.status === 'ready' && list.delegates.length === 0 && <p>{text('access.delegation.none')}</p>}
      {list.status === 'ready' && list.delegates.length > 0 && (
        <table className="lp-table">
          <caption className="lp-visually-hidden">{text('access.delegation.listTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{text('access.delegation.delegate')}</th>
              <th scope="col">{text('access.delegation.from')}</th>
              <th scope="col">{text('access.delegation.until')}</th>
              <th scope="col">{text('access.delegation.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.delegates.map((delegation) => (
              <tr key={delegation.reference}>
                <th scope="row">{delegation.delegateeName}</th>
                <td>{when(delegation.startAt)}</td>
                <td>{when(delegation.endAt)}</td>
                <td>
                  <Button variant="link" disabled={busy} onClick={() => startEditing(delegation)}>
                    {text('access.delegation.edit', { name: delegation.delegateeName })}
                  </Button>
                  <Button variant="link" disabled={busy} onClick={() => void remove(delegation)}>
                    {text('access.delegation.remove', { name: delegation.delegateeName })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="lp-account-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={formTitleId}>
        <h3 id={formTitleId}>{editing ? text('access.delegation.editTitle', { name: editing.delegateeName }) : text('access.delegation.addTitle')}</h3>
        {failure && (
          <p role="alert" className="lp-form-error">
            {text(failure)}
          </p>
        )}
        <TextField
          label={text('access.delegation.delegateLabel')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={draft.delegate}
          onChange={(event) => edit('delegate', event.target.value)}
          error={problems.delegate && text(problems.delegate)}
        />
        <div className="lp-delegation__when">
          <TextField label={text('access.delegation.fromDate')} type="date" value={draft.fromDate} onChange={(event) => edit('fromDate', event.target.value)} />
          {timeSelect('fromHours', HOURS)}
          {timeSelect('fromMinutes', MINUTES)}
        </div>
        <div className="lp-delegation__when">
          <TextField
            label={text('access.delegation.untilDate')}
            type="date"
            value={draft.untilDate}
            onChange={(event) => edit('untilDate', event.target.value)}
            error={problems.untilDate && text(problems.untilDate)}
          />
          {timeSelect('untilHours', HOURS)}
          {timeSelect('untilMinutes', MINUTES)}
        </div>
        <div className="lp-dialog__actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {editing ? text('access.delegation.update') : text('access.delegation.add')}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={stopEditing}>
              {text('access.delegation.cancelEdit')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => close()}>
            {text('access.delegation.close')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function TimeSelect({ label, value, values, onChange }: { label: string; value: string; values: readonly string[]; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="lp-field lp-field--time">
      <label htmlFor={id} className="lp-field__label">
        {label}
      </label>
      <select id={id} className="lp-field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {values.map((item) => (
          <option key={item} value={item}>
            {item.padStart(2, '0')}
          </option>
        ))}
      </select>
    </div>
  );
}
