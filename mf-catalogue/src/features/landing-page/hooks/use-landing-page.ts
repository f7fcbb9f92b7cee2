import { useApi } from '@portal/api-client';
import { isComplete } from '../../../lib/domain/status';
import { useCatalogueMutation } from '../../../lib/api/catalogue';
import { usePremiumCheck } from '../../../lib/commerce/api/store';
import { deleteCompletion, postCompletion } from '../../../lib/learning/api/completion';
import { registerInterest } from '../../../lib/learning/api/register-interest';
import { useCurriculumCheck } from '../../../lib/learning/hooks/use-curriculum-check';
import { useItemAction } from '../../../lib/learning/hooks/use-item-action';
import { useLearningContext, type LearningContext } from '../../../lib/learning/learning-context';
import { learningMessages } from '../../../lib/learning/messages';
import { recordOpening, type OpeningInput } from '../../../lib/learning/record-opening';
import { useText } from '../../../lib/messages';
import { useCatalogueIndex } from '../../../lib/use-catalogue-index';
import { landingActions } from '../domain/landing-actions';

/**
 * The landing page's data and actions (spec 2 §2): the item, the curriculum it was reached from,
 * its lock state, and enrol, mark complete, register interest and playing media. Every change
 * clears the catalogue so all pages show the new state.
 */
export function useLandingPage(id: string | undefined, parentId: string | undefined) {
  const api = useApi();
  const context = useLearningContext();
  const opening = useCatalogueMutation(({ who, input }: { who: LearningContext; input: OpeningInput }) => recordOpening(api, who, input));
  const { index, isLoading } = useCatalogueIndex();
  const text = useText(learningMessages);
  const action = useItemAction();

  const item = id ? index?.byId.get(id) : undefined;
  const parent = parentId ? index?.byId.get(parentId) : undefined;
  const inCurriculum = Boolean(parentId) || (item?.TargetingMode === 'NotDirectlyTargeted' && item.parents.length > 0);
  const check = useCurriculumCheck(item?.Id, parentId ?? item?.parents[0], Boolean(item && inCurriculum));
  const premium = usePremiumCheck(item, parentId, index?.byId);
  const actions = item && index ? landingActions(item, { parent, itemsById: index.byId, isLocked: check.isLocked, premium: premium.state }) : undefined;

  const enrol = () => (item ? action.enrol(item.Id) : Promise.resolve());

  const markComplete = () =>
    action.run(async (client, who) => {
      const completion = await postCompletion(client, who, item!.Id, 'Completed');
      if (!isComplete(completion)) throw new Error(`Completion answered ${completion}`);
      return text('L10N.GLOBAL.MESSAGES.Complete.Success');
    }, text('L10N.GLOBAL.MESSAGES.Complete.Failure'));

  const cancelCompletion = () =>
    action.run(async (client, who) => {
      const completion = await deleteCompletion(client, who, item!.Id);
      if (isComplete(completion)) throw new Error(`Completion answered ${completion}`);
      return text('L10N.GLOBAL.MESSAGES.CancelCompletion.Success');
    }, text('L10N.GLOBAL.MESSAGES.CancelCompletion.Failure'));

  const subscribe = () =>
    action.run(async (client, who) => {
      await registerInterest(client, who, item!.Id);
      return text('L10N.GLOBAL.MESSAGES.Subscribe.Success');
    }, text('L10N.GLOBAL.MESSAGES.Subscribe.Failure'));

  /** Playing video or audio is opening the content (spec 2 §4): completion or attempted statement. */
  async function mediaOpened(): Promise<void> {
    if (!context || !item) return;
    await opening.mutateAsync({ who: context, input: { item, experienced: false } });
  }

  return { index, isLoading, item, parent, check, premium, actions, submitting: action.submitting, enrol, markComplete, cancelCompletion, subscribe, mediaOpened };
}
