import { masteryResult, masteryScoreOf, scorePercentage, type TeamCatalogueEntry, type TeamMember } from '@portal/contracts/team';
import { formatDate, formatPercent, useLocale } from '@portal/i18n';
import { itemTypeName } from '@portal/i18n/item-types';
import { Table, type TableColumn } from '@portal/ui/table';
import { teamMessages, useText } from '../../../lib/messages';
import { useValueText } from '../../../lib/values';
import { memberMessages } from '../messages';

/** Independent (external) learning is recorded under this type; the Learning history lists the rest. */
export const INDEPENDENT_LEARNING_TYPE = 'ExternalLearning';

/**
 * The Learning history tab (spec 3 §3 History event): what the member took, with the score as a
 * percentage to 2 decimals and, when the activity has a mastery score, passed or failed. `independent`
 * shows the member's independent learning instead (the tab shown when the tenant enables it).
 */
export function HistoryTab({ member, kind }: { member: TeamMember; kind: 'history' | 'independent' }) {
  const text = useText(memberMessages);
  const shared = useText(teamMessages);
  const valueText = useValueText();
  // The item types and formats come from @portal/i18n, not this tab's texts: re-render when the language changes.
  useLocale();
  const rows = member.activityDetails.catalogueEntries.rows.filter((row) => (row.type === INDEPENDENT_LEARNING_TYPE) === (kind === 'independent'));
  const heading = shared(kind === 'history' ? 'team.member.tabs.LearningHistory' : 'team.member.tabs.IndependentLearning');
  if (rows.length === 0) return <p>{text(kind === 'history' ? 'team.history.none' : 'team.independent.none')}</p>;
  const columns: TableColumn<{ row: TeamCatalogueEntry; index: number }>[] = [
    { key: 'title', header: text('team.history.title'), rowHeader: true, cell: ({ row }) => row.title },
    { key: 'type', header: text('team.history.type'), cell: ({ row }) => itemTypeName(row.type) },
    { key: 'status', header: text('team.history.status'), cell: ({ row }) => (row.status === null ? null : valueText(row.status)) },
    {
      key: 'date',
      header: text('team.history.date'),
      cell: ({ row }) => (row.occurredon ? <time dateTime={row.occurredon}>{formatDate(row.occurredon)}</time> : null),
    },
    {
      key: 'score',
      header: text('team.history.score'),
      cell: ({ row }) => {
        const score = scorePercentage(row.score);
        return score === null ? null : formatPercent(score / 100, { maximumFractionDigits: 2 });
      },
    },
    {
      key: 'mastery',
      header: text('team.history.mastery'),
      cell: ({ row }) => {
        const mastery = masteryResult(row.score, masteryScoreOf(row.definition.extensions));
        return mastery ? text(mastery === 'passed' ? 'team.history.passed' : 'team.history.failed') : null;
      },
    },
  ];
  // On a phone each row stacks into a block of its own: every column stays readable.
  return <Table caption={heading} captionHidden columns={columns} rows={rows.map((row, index) => ({ row, index }))} rowKey={({ row, index }) => `${row.title}:${index}`} />;
}
