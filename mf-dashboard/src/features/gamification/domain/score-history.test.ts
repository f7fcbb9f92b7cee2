import { AWARD_VERB, type AwardStatement, type ScoreHistory } from '@portal/contracts/dashboard';
import { scoreHistoryRows } from './score-history';

const statement = (id: string, name: Record<string, string>, type: string, response?: string): AwardStatement => ({
  id,
  verb: { id: AWARD_VERB },
  object: { id: `https://portal.example/awards/${id}`, definition: { name, extensions: { 'urn:learner-portal:xapi:extension:accolade-type': type } } },
  ...(response ? { result: { response } } : {}),
});

const history: ScoreHistory = {
  pointsTotal: 450,
  entries: [
    { statementId: 's1', awardedAt: '2026-01-01T10:00:00.000Z', points: 100, total: 100 },
    { statementId: 's2', awardedAt: '2026-03-01T10:00:00.000Z', points: 150, total: 250 },
    { statementId: 's3', awardedAt: '2026-05-01T10:00:00.000Z', points: 200, total: 450 },
  ],
};

describe('scoreHistoryRows', () => {
  it('lists the awards newest first, each named by its statement in the reader’s language, with its points and the total after it', () => {
    const rows = scoreHistoryRows(
      history,
      [statement('s1', { 'en-GB': 'First completion', 'de-DE': 'Erster Abschluss' }, 'trophy', 'Completed Fire safety'), statement('s3', { 'en-US': 'Steady learner' }, 'medal')],
      'de-DE',
    );
    expect(rows).toEqual([
      { id: 's3', awardedAt: '2026-05-01T10:00:00.000Z', label: 'Steady learner', reason: null, type: 'medal', points: 200, total: 450 },
      { id: 's2', awardedAt: '2026-03-01T10:00:00.000Z', label: null, reason: null, type: 'medal', points: 150, total: 250 },
      { id: 's1', awardedAt: '2026-01-01T10:00:00.000Z', label: 'Erster Abschluss', reason: 'Completed Fire safety', type: 'trophy', points: 100, total: 100 },
    ]);
  });

  it('has no rows without a history, whatever statements there are', () => {
    expect(scoreHistoryRows({ pointsTotal: 0, entries: [] }, [statement('s1', {}, 'badge')])).toEqual([]);
  });
});
