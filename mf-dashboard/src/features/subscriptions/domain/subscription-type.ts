import { subscriptionDisplayType } from '@portal/contracts/comments';
import type { subscriptionMessages } from '../messages';

type Key = keyof typeof subscriptionMessages;

/** The message key of a topic's display type (TinCan and Scorm display as Course, spec 3 §3), or undefined for a type without one (shown as it is). */
export function subscriptionTypeKey(topicData: string): Key | undefined {
  const key = `subscriptions.type.${subscriptionDisplayType(topicData)}`;
  return [
    'subscriptions.type.Course',
    'subscriptions.type.ELA',
    'subscriptions.type.task',
    'subscriptions.type.CPD',
    'subscriptions.type.Curriculum',
    'subscriptions.type.Event',
  ].includes(key)
    ? (key as Key)
    : undefined;
}
