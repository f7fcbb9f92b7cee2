import { ApiError } from '@portal/api-client';
import { createMockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import { makeItem } from '../../../lib/domain/test-fixtures';
import type { LearningContext } from '../../../lib/learning/learning-context';
import { TEST_LRS_AUTH, TEST_XAPI_CONFIG, XAPI_CONFIG_ROUTE } from '../../../test/catalogue-lms';
import type { LaunchInput } from './decide-launch';
import { chooseAttempt, runLaunch, type LaunchEffects } from './run-launch';

const context: LearningContext = { scope: 'demo', userId: 'u-learner', username: 'learner', displayName: 'Alex Morgan' };
const V4 = '/reach/demo/api/v4/users/u-learner/content';

const link = makeItem({ Id: 'demo-link', type: 'Link', LaunchPath: 'https://example.org/hand-hygiene?topic=basics', ActivityId: 'https://demo.example/activities/demo-link' });
const course = makeItem({
  Id: 'demo-course',
  type: 'Course',
  Type: 'scorm',
  LaunchPath: '/content/demo/course/index.html',
  Completion: 'Completed',
  AllowAttempts: true,
  AllowReview: true,
});

function setUp(handlers: Record<string, MockHandler>, opened: { closed: boolean } | null = { closed: false }) {
  const api = createMockApiClient({ [XAPI_CONFIG_ROUTE]: () => TEST_XAPI_CONFIG, 'POST /lrs/statements': () => ({}), ...handlers });
  const effects = {
    api,
    context,
    go: jest.fn(),
    goBack: jest.fn(),
    notify: jest.fn(),
    problemText: jest.fn(({ key, values }) => `${key}${values?.dueDate ? ` ${values.dueDate}` : ''}`),
    text: jest.fn((key: string) => ({ newAttemptFailed: 'Error creating new attempt', newAttemptCreated: 'New attempt created successfully' })[key] ?? key),
    openWindow: jest.fn(() => opened),
    clearCatalogue: jest.fn(),
  } satisfies LaunchEffects;
  return { api, effects };
}

const input = (item: CatalogueItem | undefined, extra: Partial<LaunchInput> = {}, others: CatalogueItem[] = []): LaunchInput => ({
  account: { twoFactorSetupPending: false, profileComplete: true },
  item,
  itemsById: new Map([...(item ? [item] : []), ...others].map((i) => [i.Id, i])),
  commerce: { enabled: false, isPaid: () => false },
  ...extra,
});

const statements = (api: ReturnType<typeof setUp>['api']) => api.calls.filter((call) => call.path === '/lrs/statements');

describe('runLaunch', () => {
  it('tells the learner an item is not found and returns to the dashboard', async () => {
    const { effects } = setUp({});
    expect(await runLaunch(effects, input(undefined))).toEqual({ kind: 'done' });
    expect(effects.notify).toHaveBeenCalledWith('error', 'Launch.notFound');
    expect(effects.go).toHaveBeenCalledWith('/dashboard');
  });

  it('checks a NotDirectlyTargeted item through its curriculum and sends it to its page when locked', async () => {
    const hidden = makeItem({ Id: 'demo-cur-intro', TargetingMode: 'NotDirectlyTargeted', parents: ['demo-curriculum'] });
    const { api, effects } = setUp({ [`POST ${V4}/demo-cur-intro/curriculumcheck`]: () => ({ breadcrumb: [{ id: 'demo-curriculum', isLocked: true }] }) });
    await runLaunch(effects, input(hidden, { parentId: 'demo-curriculum' }));
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { parentId: 'demo-curriculum', commerce: false } });
    expect(effects.go).toHaveBeenCalledWith('/catalogue/landingpage/item/demo-cur-intro/demo-curriculum');
  });

  it.each([
    ['a route name', 'app.private.catalogue.index', '/catalogue/items'],
    ['a path', '/catalogue/channels', '/catalogue/channels'],
    ['no route', undefined, '/dashboard'],
  ])('shows a failed curriculum check with its message and goes to its route (%s)', async (_how, route, path) => {
    const hidden = makeItem({ Id: 'x', TargetingMode: 'NotDirectlyTargeted', parents: ['cur'] });
    const { effects } = setUp({ [`POST ${V4}/x/curriculumcheck`]: () => ({ breadcrumb: [], error: { message: 'Curriculum withdrawn', route } }) });
    await runLaunch(effects, input(hidden));
    expect(effects.notify).toHaveBeenCalledWith('error', 'Curriculum withdrawn');
    expect(effects.go).toHaveBeenCalledWith(path);
  });

  it('enrols a RequiredWithNoApproval item silently, then opens it', async () => {
    const required = { ...link, Enrolment: 'NotEnrolled' as const, EnrolmentMode: 'RequiredWithNoApproval' as const };
    const { api, effects } = setUp({
      [`POST ${V4}/demo-link/enrollment`]: () => ({ status: 'Enrolled' }),
      [`POST ${V4}/demo-link/launch`]: () => ({ status: 'launch' }),
    });
    await runLaunch(effects, input(required));
    expect(api.calls[0]).toMatchObject({ path: `${V4}/demo-link/enrollment`, body: { status: 'Enrolled' } });
    expect(effects.openWindow).toHaveBeenCalledWith('https://example.org/hand-hygiene?topic=basics');
  });

  it('sends the learner to the item page when the silent enrolment waits for approval', async () => {
    const required = { ...link, Enrolment: 'NotEnrolled' as const, EnrolmentMode: 'RequiredWithNoApproval' as const };
    const { effects } = setUp({ [`POST ${V4}/demo-link/enrollment`]: () => ({ status: 'EnrollmentPendingApproverApproval' }) });
    await runLaunch(effects, input(required));
    expect(effects.go).toHaveBeenCalledWith('/catalogue/landingpage/item/demo-link');
    expect(effects.openWindow).not.toHaveBeenCalled();
  });

  it('opens a link with the launch query string, records it as experienced and attempted, and returns', async () => {
    const { api, effects } = setUp({ [`POST ${V4}/demo-link/launch`]: () => ({ status: 'launch', querystring: 'ref=portal', attemptId: 'att-1' }) });
    expect(await runLaunch(effects, input(link))).toEqual({ kind: 'done' });
    expect(api.calls[0]).toMatchObject({ path: `${V4}/demo-link/launch`, body: { launchMode: 'continue' } });
    expect(effects.openWindow).toHaveBeenCalledWith('https://example.org/hand-hygiene?topic=basics&ref=portal');
    const sent = statements(api);
    expect(sent.map((call) => (call.body as { verb: { id: string } }).verb.id)).toEqual(['http://adlnet.gov/expapi/verbs/experienced', 'http://adlnet.gov/expapi/verbs/attempted']);
    // To the record store xapi/config names, with its token and version 1.0.1, as the agent it names.
    expect(sent[0]!.headers).toMatchObject({ 'X-Experience-API-Version': '1.0.1', Authorization: TEST_LRS_AUTH });
    expect(sent[0]!.credentials).toBe('omit');
    expect(sent[0]!.body).toMatchObject({
      actor: { name: 'Alex Morgan', account: TEST_XAPI_CONFIG.agent.account },
      object: { id: 'https://demo.example/activities/demo-link' },
      context: { platform: 'web-orbit-demo', registration: 'att-1' },
    });
    expect(effects.clearCatalogue).toHaveBeenCalled();
    expect(effects.goBack).toHaveBeenCalled();
  });

  it('sends a completion, not an attempted statement, for auto-completing content', async () => {
    const pdf = makeItem({ Id: 'demo-pdf', type: 'File', Type: 'file', LaunchPath: '/content/demo/files/guide.pdf', CompletionMode: 'Auto' });
    const { api, effects } = setUp({
      [`POST ${V4}/demo-pdf/launch`]: () => ({ status: 'launch' }),
      [`POST ${V4}/demo-pdf/status`]: ({ Completion }) => ({ Completion }),
    });
    await runLaunch(effects, input(pdf));
    expect(effects.openWindow).toHaveBeenCalledWith('/_api/content/demo/files/guide.pdf');
    expect(api.calls.find((call) => call.path === `${V4}/demo-pdf/status`)).toMatchObject({ body: { Completion: 'Completed' }, query: { actingAs: 'u-learner' } });
    expect(statements(api).map((call) => (call.body as { verb: { id: string } }).verb.id)).toEqual(['http://adlnet.gov/expapi/verbs/experienced']);
    // Without an ActivityId the object is still an IRI, one the LMS maps back to the item.
    expect(statements(api)[0]!.body).toMatchObject({ object: { id: 'urn:learner-portal:item:demo-pdf', objectType: 'Activity' } });
  });

  it('launches AICC40 content through the AICC endpoint without an attempted statement', async () => {
    const aicc = makeItem({ Id: 'aicc-course', type: 'Course', Type: 'aicc', LaunchPath: '/content/demo/aicc/index.html' });
    const { api, effects } = setUp({ [`POST ${V4}/aicc-course/launch`]: () => ({ status: 'launch', trackingMode: 'AICC40', attemptId: 'att-9' }) });
    await runLaunch(effects, input(aicc));
    expect(effects.openWindow).toHaveBeenCalledWith('/_api/aicc/launch?id=aicc-course&attemptId=att-9');
    expect(statements(api)).toHaveLength(0);
  });

  it('offers an Open link when the browser blocks the window', async () => {
    const { effects } = setUp({ [`POST ${V4}/demo-link/launch`]: () => ({ status: 'launch' }) }, null);
    expect(await runLaunch(effects, input(link))).toEqual({ kind: 'blocked', url: 'https://example.org/hand-hygiene?topic=basics' });
    expect(effects.goBack).not.toHaveBeenCalled();
  });

  it.each([
    [{ status: 'mustCompleteByElapsed', dueDate: '2026-01-31T17:00:00.000Z' }, 'Launch.mustCompleteByElapsed 2026-01-31T17:00:00.000Z'],
    [{ status: 'enrollmentRequired' }, 'Launch.notEnrolled'],
    [{ status: 'NotAvailable' }, 'Launch.NotAvailable'],
    [{}, 'Launch.error'],
  ])('shows the launch-check answer %p as %s and returns to the dashboard', async (answer, message) => {
    const { effects } = setUp({ [`POST ${V4}/demo-link/launch`]: () => answer });
    await runLaunch(effects, input(link));
    expect(effects.notify).toHaveBeenCalledWith('error', message);
    expect(effects.go).toHaveBeenCalledWith('/dashboard');
    expect(effects.openWindow).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'Launch.notFound'],
    [400, 'Launch.notFound'],
    [500, 'Launch.error'],
  ])('shows a launch check answered HTTP %i as %s', async (status, message) => {
    const { effects } = setUp({
      [`POST ${V4}/demo-link/launch`]: () => {
        throw new ApiError({ status, message: 'refused' });
      },
    });
    await runLaunch(effects, input(link));
    expect(effects.notify).toHaveBeenCalledWith('error', message);
    expect(effects.go).toHaveBeenCalledWith('/dashboard');
  });

  it('asks about attempts for a finished course', async () => {
    const { effects } = setUp({});
    expect(await runLaunch(effects, input(course))).toEqual({ kind: 'attempt-choice', item: course, options: ['cancel', 'newAttempt', 'review'] });
  });
});

describe('chooseAttempt', () => {
  const trigger = `POST ${V4}/demo-course/attempts/trigger`;

  it('cancel returns to where the learner was', async () => {
    const { api, effects } = setUp({});
    await chooseAttempt(effects, course, 'cancel');
    expect(effects.goBack).toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('review opens the course in review mode', async () => {
    const { api, effects } = setUp({ [`POST ${V4}/demo-course/launch`]: () => ({ status: 'launch' }) });
    await chooseAttempt(effects, course, 'review');
    expect(api.calls[0]).toMatchObject({ body: { launchMode: 'review' } });
    expect(effects.openWindow).toHaveBeenCalledWith('/_api/content/demo/course/index.html');
  });

  it('a new attempt is created on the platform, then opened (it is the latest attempt now)', async () => {
    const { api, effects } = setUp({ [trigger]: () => ({ status: 'Success', attemptId: 'att-2' }), [`POST ${V4}/demo-course/launch`]: () => ({ status: 'launch' }) });
    await chooseAttempt(effects, course, 'newAttempt');
    expect(api.calls[0]).toMatchObject({ path: `${V4}/demo-course/attempts/trigger`, query: { platform: 'web-orbit-demo' } });
    expect(effects.notify).toHaveBeenCalledWith('success', 'New attempt created successfully');
    expect(api.calls[1]).toMatchObject({ body: { launchMode: 'continue' } });
    expect(effects.openWindow).toHaveBeenCalled();
  });

  it.each([
    ['answered', () => ({ status: 'MaxAllowedAttemptsExceeded' })],
    [
      'refused',
      () => {
        throw new ApiError({ status: 403, code: 'MaxAllowedAttemptsExceeded', message: 'no attempts left', body: { status: 'MaxAllowedAttemptsExceeded' } });
      },
    ],
  ])('MaxAllowedAttemptsExceeded (%s) says so and opens the exceeded dialog', async (_how, answer) => {
    const { effects } = setUp({ [trigger]: answer });
    expect(await chooseAttempt(effects, course, 'newAttempt')).toEqual({ kind: 'attempts-exceeded' });
    expect(effects.notify).toHaveBeenCalledWith('error', 'Error creating new attempt', 'now');
    expect(effects.openWindow).not.toHaveBeenCalled();
  });

  it.each([
    [
      'HTTP 500',
      () => {
        throw new ApiError({ status: 500, message: 'down' });
      },
    ],
    ['AttemptsNotAllowed', () => ({ status: 'AttemptsNotAllowed' })],
  ])('another failure (%s) says so and returns', async (_how, answer) => {
    const { effects } = setUp({ [trigger]: answer });
    expect(await chooseAttempt(effects, course, 'newAttempt')).toEqual({ kind: 'done' });
    expect(effects.notify).toHaveBeenCalledWith('error', 'Error creating new attempt');
    expect(effects.goBack).toHaveBeenCalled();
  });
});
