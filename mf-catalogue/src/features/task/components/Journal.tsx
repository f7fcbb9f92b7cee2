import { useId, useState } from 'react';
import { JOURNAL_TABS, filterJournal, type JournalTab, type TaskJournalEntry } from '@portal/contracts/tasks';
import { formatDateTime } from '@portal/i18n';
import { RadioGroupField } from '@portal/ui/fields';
import { learningMessages, type LearningMessageKey } from '../../../lib/learning/messages';
import { useText } from '../../../lib/messages';
import { taskMessages } from '../messages';

/** The task's journal (spec 2 §3): comments and audit entries merged, newest first, filtered by the tabs Comments, Audit and Both. */
export function Journal({ entries }: { entries: readonly TaskJournalEntry[] }) {
  const text = useText(taskMessages);
  const [tab, setTab] = useState<JournalTab>('Both');
  const name = useId();
  const shown = filterJournal(entries, tab);
  return (
    <section className="lp-task__journal" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{text('catalogue.task.journal.title')}</h2>
      <RadioGroupField
        className="lp-task__journal-filter"
        name={name}
        label={text('catalogue.task.journal.filter')}
        options={JOURNAL_TABS.map((each) => ({ value: each, label: text(`catalogue.task.journal.tab.${each}`) }))}
        value={tab}
        onChange={(event) => setTab(event.target.value as JournalTab)}
      />
      {shown.length === 0 ? (
        <p>{text('catalogue.task.journal.empty')}</p>
      ) : (
        <ol className="lp-task__journal-list">
          {shown.map((entry) => (
            <JournalRow key={`${entry.kind}:${entry.id}`} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function JournalRow({ entry }: { entry: TaskJournalEntry }) {
  const text = useText(taskMessages);
  const learningText = useText(learningMessages);
  const status = (value: string | null | undefined) => {
    const key = `catalogue.learning.status.${value ?? ''}` as LearningMessageKey;
    return key in learningMessages ? learningText(key) : (value ?? '');
  };
  const date = formatDateTime(entry.datestamp);
  const title =
    entry.kind === 'file-upload'
      ? text('catalogue.task.journal.kind.file-upload', { name: entry.toName ?? '' })
      : entry.kind === 'approval'
        ? text('catalogue.task.journal.kind.approval', { status: status(entry.toName) })
        : entry.kind === 'status-change'
          ? text('catalogue.task.journal.kind.status-change', { status: status(entry.toName) })
          : entry.kind === 'audit' && entry.value === 'removed'
            ? text('catalogue.task.journal.removed', { name: entry.toName ?? '' })
            : text(`catalogue.task.journal.kind.${entry.kind}`);
  const value = entry.kind === 'audit' ? null : entry.value;
  return (
    <li className={`lp-task__journal-entry lp-task__journal-entry--${entry.kind}`}>
      <p className="lp-task__journal-what">
        <strong>{title}</strong>{' '}
        <span className="lp-task__journal-by">
          <bdi>{entry.actor}</bdi> · <time dateTime={entry.datestamp}>{date}</time>
        </span>
      </p>
      {value && <p className="lp-task__journal-value">{value}</p>}
    </li>
  );
}
