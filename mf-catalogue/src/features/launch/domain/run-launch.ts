import type { ApiClient } from '@portal/api-client';
import { statePath } from '@portal/session';
import { ENROLMENT_VALUES, type AttemptType, type CatalogueItem, type Enrolment } from '@portal/contracts/catalogue';
import { checkCurriculum } from '../../../lib/learning/api/curriculum-check';
import { enrolItem } from '../../../lib/learning/api/enrol-item';
import type { LearningContext } from '../../../lib/learning/learning-context';
import { watchLaunchedWindow } from '../../../lib/learning/launched-window';
import { recordOpening } from '../../../lib/learning/record-opening';
import { paths } from '../../../paths';
import { checkLaunch } from '../api/launch-check';
import { triggerNewAttempt } from '../api/new-attempt';
import { contentUrl } from './content-url';
import { decideLaunch, type AttemptChoice, type LaunchDecision, type LaunchInput } from './decide-launch';
import { LAUNCH_ERROR, LAUNCH_NOT_FOUND, launchCheckOutcome, type LaunchProblem } from './launch-check';

/** Spec 2 §4: launch redirects are delayed by 1 ms. */
export const LAUNCH_REDIRECT_DELAY_MS = 1;

/** What the launch route shows while it works, or when it needs the learner. */
export type LaunchView =
  | { kind: 'working' }
  | { kind: 'attempt-choice'; item: CatalogueItem; options: AttemptChoice[] }
  | { kind: 'attempts-exceeded' }
  /** The browser blocked the new window: an 'Open' link does it with the learner's click. */
  | { kind: 'blocked'; url: string }
  | { kind: 'done' };

/** The launch's ways to act on the page around it; the hook gives real ones, tests their own. */
export interface LaunchEffects {
  api: ApiClient;
  context: LearningContext;
  /** Replace the launch route by another page (after LAUNCH_REDIRECT_DELAY_MS). */
  go(path: string): void;
  /** Back to where the learner launched from: the page before, else the item's page. */
  goBack(): void;
  /** A message for the page the learner is sent to, or ('now') for this one. */
  notify(type: 'success' | 'error', message: string, when?: 'now' | 'next'): void;
  /** The text of a launch problem ('Launch.notFound' gives a title and a text). */
  problemText(problem: LaunchProblem): string;
  /** Texts of the spec's own words (quoted in spec 2 §8). */
  text(key: 'newAttemptFailed' | 'newAttemptCreated' | 'premiumUnpaid' | 'curriculumReRouting' | 'generalFailure'): string;
  openWindow(url: string): Pick<Window, 'closed'> | null;
  clearCatalogue(): void;
}

const isEnrolment = (value: string): value is Enrolment => (ENROLMENT_VALUES as readonly string[]).includes(value);

/**
 * Runs the decision order with the calls it asks for (step 3's curriculum check, step 5's silent
 * enrolment) until it settles on something to do.
 */
export async function settleDecision(effects: LaunchEffects, input: LaunchInput): Promise<{ decision: LaunchDecision; item: CatalogueItem | undefined }> {
  let facts = input;
  for (;;) {
    const decision = decideLaunch(facts);
    const item = facts.item;
    if (decision.kind === 'check-curriculum' && item) {
      facts = { ...facts, curriculumCheck: await checkCurriculum(effects.api, effects.context, item.Id, decision.parentId, facts.commerce.enabled) };
    } else if (decision.kind === 'enrol-silently' && item) {
      const enrolment = await enrolItem(effects.api, effects.context, item.Id).catch((error: unknown) => {
        console.error('[catalogue] silent enrolment failed', error);
        return item.Enrolment;
      });
      effects.clearCatalogue();
      facts = { ...facts, silentEnrolmentTried: true, item: { ...item, Enrolment: isEnrolment(enrolment) ? enrolment : item.Enrolment } };
    } else {
      return { decision, item };
    }
  }
}

/** Spec 2 §8: after a launch problem the learner is told and returns to the dashboard. */
function launchProblem(effects: LaunchEffects, problem: LaunchProblem): LaunchView {
  effects.notify('error', effects.problemText(problem));
  effects.go(paths.dashboard.href());
  return { kind: 'done' };
}

/**
 * The launch route (spec 2 §4): decide, then send the learner to a page, ask about attempts, or
 * open the content.
 */
export async function runLaunch(effects: LaunchEffects, input: LaunchInput): Promise<LaunchView> {
  const { decision, item } = await settleDecision(effects, input);
  switch (decision.kind) {
    case 'account-setup':
    case 'item-page':
    case 'page':
    case 'landing-autolaunch':
      effects.go(decision.path);
      return { kind: 'done' };
    case 'not-found':
      return launchProblem(effects, { key: LAUNCH_NOT_FOUND });
    case 'curriculum-check-failed':
      effects.notify('error', decision.message || effects.problemText({ key: LAUNCH_ERROR }));
      // The route may be a route name ('app.private.catalogue.index') or a path.
      effects.go((decision.route && statePath({ route: decision.route })) || paths.dashboard.href());
      return { kind: 'done' };
    case 'premium-unpaid':
      if (decision.curriculumId) {
        effects.notify('error', effects.text('curriculumReRouting'));
        effects.go(paths.curriculum.href(decision.curriculumId));
      } else {
        effects.notify('error', effects.text('premiumUnpaid'));
        effects.goBack();
      }
      return { kind: 'done' };
    case 'attempt-choice':
      return item ? { kind: 'attempt-choice', item, options: decision.options } : launchProblem(effects, { key: LAUNCH_NOT_FOUND });
    case 'open':
      return item ? openContent(effects, item, decision.launchMode, decision.experienced) : launchProblem(effects, { key: LAUNCH_NOT_FOUND });
    default:
      // check-curriculum and enrol-silently are settled above; an item is always there for them.
      return launchProblem(effects, { key: LAUNCH_ERROR });
  }
}

/**
 * Step 8 for content that opens in its own window: the launch check, then the window, then what
 * opening records (experienced, completion or attempted). The catalogue is reloaded now and again
 * when the learner closes the window.
 */
export async function openContent(effects: LaunchEffects, item: CatalogueItem, launchMode: AttemptType, experienced: boolean): Promise<LaunchView> {
  const outcome = launchCheckOutcome(await checkLaunch(effects.api, effects.context, item.Id, launchMode));
  if (outcome.kind === 'problem') return launchProblem(effects, outcome.problem);
  const url = contentUrl(item, outcome);
  if (!url) return launchProblem(effects, { key: LAUNCH_ERROR });
  // Opened before anything is awaited again, while the learner's click still allows a new window.
  const launched = effects.openWindow(url);
  await recordOpening(effects.api, effects.context, { item, trackingMode: outcome.trackingMode, attemptId: outcome.attemptId, experienced });
  effects.clearCatalogue();
  if (!launched) return { kind: 'blocked', url };
  watchLaunchedWindow(launched, effects.clearCatalogue);
  effects.goBack();
  return { kind: 'done' };
}

/** The learner's answer to the attempt choice of a finished course (spec 2 §4 step 8, §8). */
export async function chooseAttempt(effects: LaunchEffects, item: CatalogueItem, choice: AttemptChoice): Promise<LaunchView> {
  if (choice === 'cancel') {
    effects.goBack();
    return { kind: 'done' };
  }
  if (choice === 'review') return openContent(effects, item, 'review', false);
  const result = await triggerNewAttempt(effects.api, effects.context, item.Id);
  if (result === 'exceeded') {
    effects.notify('error', effects.text('newAttemptFailed'), 'now');
    return { kind: 'attempts-exceeded' };
  }
  if (result === 'failed') {
    effects.notify('error', effects.text('newAttemptFailed'));
    effects.goBack();
    return { kind: 'done' };
  }
  effects.notify('success', effects.text('newAttemptCreated'));
  effects.clearCatalogue();
  // The attempt just created is the latest one: the launch continues it (asking for 'newAttempt'
  // again would start yet another).
  return openContent(effects, item, 'continue', false);
}
