import { useApi, type ApiClient } from '@portal/api-client';
import { messages } from '@portal/ui';
import { useCatalogueMutation } from '../../api/catalogue';
import { useText } from '../../messages';
import { enrolItem } from '../api/enrol-item';
import { useLearningContext, type LearningContext } from '../learning-context';
import { learningMessages } from '../messages';
import { reportFailure } from '../../report-failure';

type Work = (api: ApiClient, context: LearningContext) => Promise<string>;

/**
 * One learner action at a time (the pages' 'submitting' state): its success text or its failure
 * text as a message, and the catalogue reloaded once afterwards, whatever happened (spec 2 §7):
 * a useMutation through useCatalogueMutation.
 */
export function useItemAction() {
  const api = useApi();
  const context = useLearningContext();
  const text = useText(learningMessages);
  const mutation = useCatalogueMutation(({ work, who }: { work: Work; who: LearningContext }) => work(api, who));

  async function run(work: Work, failure: string): Promise<void> {
    if (!context) return;
    try {
      messages.success(await mutation.mutateAsync({ work, who: context }));
    } catch (error) {
      reportFailure('action', error);
      messages.error(failure);
    }
  }

  /** Enrolling on a NotEnrolled item (spec 2 §4): enrolled, or waiting for an approver. */
  const enrol = (itemId: string) =>
    run(async (client, who) => {
      const enrolment = await enrolItem(client, who, itemId);
      if (enrolment === 'Enrolled') return text('catalogue.learning.enrolled');
      if (enrolment === 'PendingAdminApproval' || enrolment === 'PendingSecondLevelApproval') return text('catalogue.learning.enrolPending');
      throw new Error(`Enrolment answered ${enrolment}`);
    }, text('catalogue.learning.enrolFailed'));

  return { submitting: mutation.isPending, run, enrol };
}
