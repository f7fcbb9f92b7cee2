import { useId, useMemo, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Delegation } from '@portal/contracts/account';
import { formatDateTime, formatNumberIn, useLocale } from '@portal/i18n';
import { QueryProvider } from '@portal/query';
import { useSession } from '@portal/session';
import { Button, messages, Spinner, TextField, type ModalTemplateProps } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { SelectField, type FieldOption } from '@portal/ui/fields';
import { useText } from '../../../lib/messages';
import { useRemoveDelegation, useSaveDelegation } from '../api/delegation-mutations';
import { useDelegates } from '../api/list-delegates';
import { delegationFailure, DelegationFormSchema, draftFromDelegation, EMPTY_DRAFT, type DelegationDraft } from '../domain/delegation-rules';
import { delegationMessages, type DelegationMessageKey } from '../messages';

/** The hours or minutes of a time: the value as the draft holds it ('7'), shown with two digits ('07'). */
const timeOptions = (count: number, locale: string): FieldOption[] =>
  Array.from({ length: count }, (_, unit) => ({ value: String(unit), label: formatNumberIn(locale, unit, { minimumIntegerDigits: 2 }) }));

/**
 * Spec 1 §4, §5, §8 approval delegation: the approver's delegates with their periods; add, change
 * and remove. The delegate is typed as a username or e-mail and resolved to exactly one other user.
 * A modal template (rendered by the shell's modal host), so it brings the area's QueryProvider itself.
 */
export default function DelegationDialog(props: ModalTemplateProps) {
  return (
    <QueryProvider>
      <DelegationPanel {...props} />
    </QueryProvider>
  );
}

function DelegationPanel({ close }: ModalTemplateProps) {
  // The hours and minutes in the reader's digits, again when the language changes.
  const locale = useLocale();
  const [HOURS, MINUTES] = useMemo(() => [timeOptions(24, locale), timeOptions(60, locale)], [locale]);
  const text = useText(delegationMessages);
  const user = useSession((state) => state.user);
  const list = useDelegates();
  const save = useSaveDelegation();
  const removal = useRemoveDelegation();
  const [editing, setEditing] = useState<Delegation | null>(null);
  const [failure, setFailure] = useState<DelegationMessageKey | null>(null);
  const formTitleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DelegationDraft>({
    resolver: valibotResolver(DelegationFormSchema),
    criteriaMode: 'all',
    defaultValues: EMPTY_DRAFT,
  });
  const busy = save.isPending || removal.isPending;

  if (!user) return null;
  const approverId = user.id;

  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : text('access.delegation.openEnded'));

  /** A box of the form; typing in it hides a failure the server reported. */
  const field = <K extends keyof DelegationDraft>(name: K): UseFormRegisterReturn<K> => register(name, { onChange: () => setFailure(null) });
  const problem = (name: 'delegate' | 'untilDate') => {
    const message = errors[name]?.message;
    return message ? text(message as DelegationMessageKey) : undefined;
  };

  function startEditing(delegation: Delegation) {
    setEditing(delegation);
    reset(draftFromDelegation(delegation));
    setFailure(null);
  }

  function stopEditing() {
    setEditing(null);
    reset(EMPTY_DRAFT);
    setFailure(null);
  }

  const onSubmit = handleSubmit(async (draft) => {
    setFailure(null);
    try {
      const result = await save.mutateAsync({ approverId, draft, editing });
      if (!result.ok) {
        setFailure(result.problem);
        return;
      }
      messages.success(text(result.change === 'updated' ? 'access.delegation.updated' : 'access.delegation.added'));
      stopEditing();
    } catch (error) {
      // The form keeps what was typed.
      setFailure(delegationFailure(error));
    }
  });

  async function remove(delegation: Delegation) {
    setFailure(null);
    try {
      await removal.mutateAsync(delegation);
      messages.success(text('access.delegation.removed'));
      if (editing?.reference === delegation.reference) stopEditing();
    } catch (error) {
      setFailure(delegationFailure(error));
    }
  }

  const timeSelect = (name: 'fromHours' | 'fromMinutes' | 'untilHours' | 'untilMinutes', options: readonly FieldOption[]) => (
    <SelectField className="lp-field--time" label={text(`access.delegation.${name}`)} options={options} {...field(name)} />
  );

  return (
    <div className="lp-delegation">
      <p>{text('access.delegation.intro')}</p>
      <h3>{text('access.delegation.listTitle')}</h3>
      {list.isPending && <Spinner label={text('access.delegation.loading')} />}
      {/* A later read that fails (after a change, on focus) keeps the list shown. */}
      {list.isError && !list.data && <p role="alert">{text('access.delegation.loadFailed')}</p>}
      {list.data?.length === 0 && <p>{text('access.delegation.none')}</p>}
      {list.data && list.data.length > 0 && (
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
            {list.data.map((delegation) => (
              <tr key={delegation.reference}>
                <th scope="row">{delegation.delegateeName}</th>
                <td>{when(delegation.startAt)}</td>
                <td>{when(delegation.endAt)}</td>
                <td>
                  <Button variant="link" disabled={busy} onClick={() => startEditing(delegation)}>
                    {text('access.delegation.edit', {
                      name: delegation.delegateeName,
                    })}
                  </Button>
                  <Button variant="link" disabled={busy} onClick={() => void remove(delegation)}>
                    {text('access.delegation.remove', {
                      name: delegation.delegateeName,
                    })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="lp-account-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={formTitleId}>
        <h3 id={formTitleId}>
          {editing
            ? text('access.delegation.editTitle', {
                name: editing.delegateeName,
              })
            : text('access.delegation.addTitle')}
        </h3>
        {failure && (
          <p role="alert" className="lp-form-error">
            {text(failure)}
          </p>
        )}
        <TextField label={text('access.delegation.delegateLabel')} autoComplete="off" autoCapitalize="none" spellCheck={false} error={problem('delegate')} {...field('delegate')} />
        <div className="lp-delegation__when">
          <DateField label={text('access.delegation.fromDate')} {...field('fromDate')} />
          {timeSelect('fromHours', HOURS)}
          {timeSelect('fromMinutes', MINUTES)}
        </div>
        <div className="lp-delegation__when">
          <DateField label={text('access.delegation.untilDate')} error={problem('untilDate')} {...field('untilDate')} />
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
