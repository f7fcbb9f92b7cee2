import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '@portal/api-client';
import { formatDate, useTranslation } from '@portal/i18n';
import { featureEnabled, isProfileComplete, isTwoFactorSetupRequired, useSession } from '@portal/session';
import { messages } from '@portal/ui';
import { useClearCatalogue } from '../../../lib/api/catalogue';
import { itemPagePath } from '../../../lib/learning/item-page';
import { watchLaunchedWindow } from '../../../lib/learning/launched-window';
import { useLearningContext } from '../../../lib/learning/learning-context';
import { learningMessages } from '../../../lib/learning/messages';
import { CATALOGUE_ID, useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { paths } from '../../../paths';
import { paidSkus } from '../../../lib/commerce/api/store';
import { premiumSkus } from '../../../lib/commerce/premium';
import { NOTHING_PAID, type AttemptChoice, type LaunchCommerce } from '../domain/decide-launch';
import type { LaunchProblem } from '../domain/launch-check';
import { LAUNCH_REDIRECT_DELAY_MS, chooseAttempt, runLaunch, type LaunchEffects, type LaunchView } from '../domain/run-launch';
import { launchMessages } from '../messages';
import { reportFailure } from '../../../lib/report-failure';

const L10N = 'L10N.GLOBAL.MESSAGES.';

/** Where the launch was started from: pages of this area pass `{ from }` as the navigation state. */
export interface LaunchState {
  from?: string;
}

/**
 * The launch route (spec 2 §4): once the catalogue is there, runs the decision order for
 * /catalogue/launch/{id}/{childId?} (childId: the item, id its curriculum) and acts on it.
 */
export function useLaunch(id: string | undefined, childId: string | undefined) {
  const api = useApi();
  const context = useLearningContext();
  const navigate = useNavigate();
  const location = useLocation();
  const { index } = useCatalogueIndex();
  const clearCatalogue = useClearCatalogue();
  const user = useSession((state) => state.user);
  const settings = useSession((state) => state.settings);
  const profileFields = useSession((state) => state.profileFields);
  const text = useText(launchMessages);
  const learningText = useText(learningMessages);
  const { t } = useTranslation(CATALOGUE_ID);
  const [view, setView] = useState<LaunchView>({ kind: 'working' });
  const started = useRef<string>();

  const itemId = childId ?? id;
  const parentId = childId ? id : undefined;
  const cameFrom = (location.state as LaunchState | null)?.from;
  const item = itemId ? index?.byId.get(itemId) : undefined;

  const problemText = useCallback(
    ({ key, values }: LaunchProblem) => {
      if (key === 'Launch.notFound') return `${text('L10N.GLOBAL.MESSAGES.Launch.notFound.title')}. ${text('L10N.GLOBAL.MESSAGES.Launch.notFound.text')}`;
      const dueDate = values?.dueDate ? formatDate(values.dueDate, { dateStyle: 'long' }) : undefined;
      const full = `${L10N}${key}`;
      const shown = String(t(full, { ...values, ...(dueDate ? { dueDate } : {}), defaultValue: (launchMessages as Record<string, string>)[full] ?? '' }));
      // A status without a text of its own (Launch.{status}) shows the general launch error.
      return shown && shown !== full ? shown : text('L10N.GLOBAL.MESSAGES.Launch.error');
    },
    [t, text],
  );

  // The launch may change the catalogue more than once (silent enrolment, new attempt, opening):
  // while it runs, changes are noted and the catalogue is reloaded once when it settles.
  const launching = useRef(false);
  const changed = useRef(false);
  const catalogueChanged = useCallback(() => {
    if (launching.current) changed.current = true;
    else void clearCatalogue();
  }, [clearCatalogue]);
  const reloadIfChanged = useCallback(() => {
    launching.current = false;
    if (changed.current) void clearCatalogue();
    changed.current = false;
  }, [clearCatalogue]);

  const effectsRef = useRef<LaunchEffects>();
  effectsRef.current = context && {
    api,
    context,
    go: (path) => void setTimeout(() => navigate(path, { replace: true }), LAUNCH_REDIRECT_DELAY_MS),
    goBack: () =>
      void setTimeout(() => {
        if (cameFrom) navigate(-1);
        else navigate(item ? itemPagePath(item, parentId) : paths.dashboard.href(), { replace: true });
      }, LAUNCH_REDIRECT_DELAY_MS),
    notify: (type, message, when = 'next') => void messages.add({ type, message, status: when === 'now' ? 'unseen' : 'next' }),
    problemText,
    text: (key) =>
      ({
        newAttemptFailed: text('catalogue.launch.newAttemptFailed'),
        newAttemptCreated: text('catalogue.launch.newAttemptCreated'),
        premiumUnpaid: text('L10N.GLOBAL.MESSAGES.Launch.premiumUnpaid'),
        curriculumReRouting: learningText('L10N.GLOBAL.MESSAGES.CurriculumLockingReRouting.Failure'),
        generalFailure: learningText('L10N.GLOBAL.MESSAGES.General.Failure'),
      })[key],
    openWindow: (url) => window.open(url, '_blank'),
    clearCatalogue: catalogueChanged,
  };

  const settle = useCallback(
    (start: () => Promise<LaunchView>) => {
      setView({ kind: 'working' });
      launching.current = true;
      start()
        .finally(reloadIfChanged)
        .then(setView, (error: unknown) => {
          reportFailure('launch', error);
          const effects = effectsRef.current;
          effects?.notify('error', effects.problemText({ key: 'Launch.error' }));
          effects?.go(paths.dashboard.href());
        });
    },
    [reloadIfChanged],
  );

  useEffect(() => {
    const effects = effectsRef.current;
    if (!index || !effects || !itemId) return;
    // Once per launch route, also under StrictMode's repeated effects and the catalogue's reloads.
    const key = `${id}/${childId ?? ''}`;
    if (started.current === key) return;
    started.current = key;
    settle(async () => {
      const item = index.byId.get(itemId);
      const enabled = featureEnabled(settings, 'commerce');
      // Step 7's premium-content checks (POST /store/invoice/find), made before deciding; a failed
      // check shows General.Failure and goes back (spec 2 §8).
      let commerce: LaunchCommerce = { enabled, isPaid: NOTHING_PAID };
      const skus = enabled ? premiumSkus({ item, parentId, itemsById: index.byId }) : [];
      if (skus.length > 0 && user) {
        try {
          const paid = await paidSkus(effects.api, user.id, skus);
          commerce = { enabled, isPaid: (sku) => paid.has(sku) };
        } catch {
          effects.notify('error', effects.text('generalFailure'));
          effects.goBack();
          return { kind: 'done' };
        }
      }
      return runLaunch(effects, {
        account: {
          twoFactorSetupPending: user ? isTwoFactorSetupRequired(user, settings) && !user.isTwoFASetupCompleted : false,
          profileComplete: isProfileComplete(user?.profile, profileFields),
        },
        item,
        parentId,
        itemsById: index.byId,
        commerce,
      });
    });
  }, [index, id, childId, itemId, parentId, user, settings, profileFields, settle]);

  const choose = useCallback(
    (choice: AttemptChoice) => {
      const effects = effectsRef.current;
      if (effects && view.kind === 'attempt-choice') settle(() => chooseAttempt(effects, view.item, choice));
    },
    [view, settle],
  );

  /** The learner opened the blocked content through the 'Open' link. */
  const opened = useCallback((launched: Window) => {
    const effects = effectsRef.current;
    if (!effects) return;
    watchLaunchedWindow(launched, effects.clearCatalogue);
    effects.goBack();
  }, []);

  const leave = useCallback(() => effectsRef.current?.goBack(), []);

  return { view, choose, opened, leave };
}
