import * as v from 'valibot';
import { AWARD_ACTIVITY_TYPE, AWARD_VERB, awardStatement, awardStatementsPath, AwardStatementSchema, awardType, ScoreHistorySchema } from './dashboard';

const agent = { objectType: 'Agent' as const, account: { homePage: 'https://portal.example', name: 'u-1' } };
const award = {
  key: 'top-scorer',
  label: 'Top scorer',
  description: 'Scored 90% or more in an assessment',
  type: 'badge' as const,
  reason: 'Scored 95% in Information governance',
  points: 150,
  ref: 'demo-top-scorer',
  awardedAt: new Date('2026-01-02T03:04:05.000Z'),
};

describe('score-history awards (spec 3 §7)', () => {
  it('builds the award statement: the agent earned the award, its points as the score, the reason as the response', () => {
    const statement = awardStatement(agent, award, 'https://portal.example/', 'c0ffee00-0000-4000-8000-000000000001');
    expect(statement).toMatchObject({
      actor: agent,
      verb: { id: AWARD_VERB },
      object: { id: 'https://portal.example/awards/top-scorer', definition: { type: AWARD_ACTIVITY_TYPE, name: { 'en-GB': 'Top scorer' } } },
      result: { score: { raw: 150 }, response: 'Scored 95% in Information governance' },
      timestamp: '2026-01-02T03:04:05.000Z',
    });
    const parsed = v.parse(AwardStatementSchema, statement);
    expect(awardType(parsed)).toBe('badge');
  });

  it('draws an award of an unknown type as a medal, and refuses a statement of another verb', () => {
    const statement = v.parse(AwardStatementSchema, { id: 'x', verb: { id: AWARD_VERB }, object: { id: 'a', definition: { extensions: {} } } });
    expect(awardType(statement)).toBe('medal');
    expect(v.safeParse(AwardStatementSchema, { id: 'x', verb: { id: 'http://adlnet.gov/expapi/verbs/passed' }, object: { id: 'a' } }).success).toBe(false);
  });

  it('asks the proxy path for the caller’s award statements only', () => {
    const url = new URL(`http://x/_api${awardStatementsPath(agent)}`);
    expect(url.pathname).toBe('/_api/authr/proxy/lrs/statements');
    expect(JSON.parse(url.searchParams.get('agent')!)).toEqual(agent);
    expect(url.searchParams.get('verb')).toBe(AWARD_VERB);
  });

  it('reads the score-history profile', () => {
    expect(v.safeParse(ScoreHistorySchema, { pointsTotal: 150, entries: [{ statementId: 's', awardedAt: '2026-01-02T03:04:05.000Z', points: 150, total: 150 }] }).success).toBe(
      true,
    );
    expect(v.safeParse(ScoreHistorySchema, { entries: [] }).success).toBe(false);
  });
});
