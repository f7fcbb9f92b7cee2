import { screen, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { AWARD_VERB } from '@portal/contracts/dashboard';
import type { MockHandler } from '@portal/api-client/testing';
import { renderAreaPage } from '@portal/testing';
import { lee } from '../../../test/dashboard-test';
import { ScoreHistory } from './ScoreHistory';

const agent = { objectType: 'Agent', name: 'Lee Learner', account: { homePage: 'http://localhost:8080', name: 'u-lee' } };
const CONFIG = 'GET /reach/demo/api/v4/users/u-lee/xapi/config';
const config = () => ({ endpoint: '/_api/lrs/', agent, authToken: 'Basic dG9rZW4=' });
const history = {
  pointsTotal: 250,
  entries: [
    { statementId: 's1', awardedAt: '2026-01-05T10:00:00.000Z', points: 100, total: 100 },
    { statementId: 's2', awardedAt: '2026-03-05T10:00:00.000Z', points: 150, total: 250 },
  ],
};
const award = (id: string, name: string, type: string, response: string) => ({
  id,
  actor: agent,
  verb: { id: AWARD_VERB },
  object: { id: `http://localhost:8080/awards/${id}`, definition: { name: { 'en-GB': name }, extensions: { 'urn:learner-portal:xapi:extension:accolade-type': type } } },
  result: { score: { raw: 100 }, response },
});

const renderWith = (element: React.ReactElement, handlers: Record<string, MockHandler>) => renderAreaPage(element, { route: '/', path: '/', user: lee, handlers });

describe('ScoreHistory (spec 3 §7: score-history awards from the record store)', () => {
  it('reads the score-history profile from the record store with its token, and the award statements through the proxy path', async () => {
    const api = renderWith(<ScoreHistory />, {
      [CONFIG]: config,
      'GET /lrs/agents/profile': () => history,
      'GET /authr/proxy/lrs/statements': () => ({
        statements: [award('s1', 'First completion', 'trophy', 'Completed Fire safety'), award('s2', 'Top scorer', 'badge', 'Scored 95%')],
        more: '',
      }),
    });
    const region = await screen.findByRole('region', { name: 'Score history' });
    const rows = await within(region).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AwardDatePointsTotal',
      expect.stringMatching(/^ Top scorer \(Badge\) · Scored 95%5 Mar 2026150250$/),
      expect.stringMatching(/^ First completion \(Trophy\) · Completed Fire safety5 Jan 2026100100$/),
    ]);

    const profile = api.calls.find((call) => call.path === '/lrs/agents/profile')!;
    expect(profile.query).toEqual({ agent: JSON.stringify({ objectType: 'Agent', account: agent.account }), profileId: 'score-history' });
    expect(profile.headers).toMatchObject({ Authorization: 'Basic dG9rZW4=' });
    expect(profile.credentials).toBe('omit');
    const proxy = api.calls.find((call) => call.path === '/authr/proxy/lrs/statements')!;
    expect(proxy.query).toEqual({ agent: JSON.stringify({ objectType: 'Agent', account: agent.account }), verb: AWARD_VERB });
    // The proxy is the portal's own API: the session's call, not the record store's token.
    expect(proxy.headers).not.toHaveProperty('Authorization');
  });

  it('says so when there is no score history yet (the store answers 404), and keeps an award whose statement is missing', async () => {
    renderWith(<ScoreHistory />, {
      [CONFIG]: config,
      'GET /lrs/agents/profile': () => {
        throw new ApiError({ status: 404, code: 'ResourceNotFound', message: 'no document' });
      },
      'GET /authr/proxy/lrs/statements': () => ({ statements: [], more: '' }),
    });
    expect(await screen.findByText('No points scored yet')).toBeInTheDocument();
  });

  it('names an award it has no statement for plainly, with its points', async () => {
    renderWith(<ScoreHistory />, {
      [CONFIG]: config,
      'GET /lrs/agents/profile': () => ({ pointsTotal: 100, entries: [history.entries[0]] }),
      'GET /authr/proxy/lrs/statements': () => {
        throw new ApiError({ status: 502, code: 'RecordStoreUnavailable', message: 'down' });
      },
    });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Award (Medal)');
    expect(row).toHaveTextContent('100');
  });
});
