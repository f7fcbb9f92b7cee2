import { masteryResult, masteryScoreOf, scorePercentage, type TeamMember } from '@portal/contracts/team';
import { formatDate, formatPercent } from '@portal/i18n';
import { TableScroll } from '../../../lib/components/TableScroll';
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
  const rows = member.activityDetails.catalogueEntries.rows.filter((row) => (row.type === INDEPENDENT_LEARNING_TYPE) === (kind === 'independent'));
  const heading = shared(kind === 'history' ? 'team.member.tabs.LearningHistory' : 'team.member.tabs.IndependentLearning');
  if (rows.length === 0) return <p>{text(kind === 'history' ? 'team.history.none' : 'team.independent.none')}</p>;
  return (
    <TableScroll label={heading}>
      {/* On a phone each row stacks into a block of its own (@portal/ui's lp-table-stack): every column stays readable. */}
      <table className="lp-team__table lp-table-stack">
        <caption className="lp-visually-hidden">{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{text('team.history.title')}</th>
            <th scope="col">{text('team.history.type')}</th>
            <th scope="col">{text('team.history.status')}</th>
            <th scope="col">{text('team.history.date')}</th>
            <th scope="col">{text('team.history.score')}</th>
            <th scope="col">{text('team.history.mastery')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const score = scorePercentage(row.score);
            const mastery = masteryResult(row.score, masteryScoreOf(row.definition.extensions));
            return (
              <tr key={`${row.title}:${index}`}>
                <th scope="row">{row.title}</th>
                <td data-label={text('team.history.type')}>{row.type}</td>
                <td data-label={text('team.history.status')}>{row.status === null ? null : valueText(row.status)}</td>
                <td data-label={text('team.history.date')}>{row.occurredon ? <time dateTime={row.occurredon}>{formatDate(row.occurredon)}</time> : null}</td>
                <td data-label={text('team.history.score')}>{score === null ? null : formatPercent(score / 100, { maximumFractionDigits: 2 })}</td>
                <td data-label={text('team.history.mastery')}>{mastery ? text(mastery === 'passed' ? 'team.history.passed' : 'team.history.failed') : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
