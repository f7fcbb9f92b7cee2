import { useState } from 'react';
import { useApi, type ApiClient } from '@portal/api-client';
import { messages } from '@portal/ui';
import { useClearCatalogue } from '../../api/catalogue';
import { useText } from '../../messages';
import { enrolItem } from '../api/enrol-item';
import { useLearningContext, type LearningContext } from '../learning-context';
import { learningMessages } from '../messages';

/**
 * One learner action at a time (the pages' 'submitting' state): its success text or its failure
 * text as a message, and the catalogue cleared afterwards, whatever happened (spec 2 §7).
 */
export function useItemAction() {
  const api = useApi();
  const context = useLearningContext();
  const clearCatalogue = useClearCatalogue();
  const text = useText(learningMessages);
  const [submitting, setSubmitting] = useState(false);

  async function run(work: (api: ApiClient, context: LearningContext) => Promise<string>, failure: string): Promise<void> {
    if (!context) return;
    setSubmitting(true);
    try {
      messages.success(await work(api, context));
    } catch (error) {
      console.error('[catalogue] action failed', error);
      messages.error(failure);
    } finally {
      setSubmitting(false);
      void clearCatalogue();
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

  return { submitting, run, enrol };
}
