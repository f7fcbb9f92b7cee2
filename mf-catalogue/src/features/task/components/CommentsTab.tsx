import { WidgetSlot } from '@portal/remote-contract';
import type { TaskPageModel } from '../hooks/use-task-page';

/**
 * The Comments tab: the portal's comment thread on the task's topic (`${itemId}:${owner}`, data 'task',
 * label the task's name), placed through the 'comments.thread' widget slot: the area that owns
 * comments fills it, this one never imports it.
 */
export function CommentsTab({ model }: { model: TaskPageModel }) {
  const { topic } = model;
  return <WidgetSlot name="comments.thread" version={1} props={{ topicRef: topic.topicRef, topicLabel: topic.topicLabel, topicData: topic.topicData }} />;
}
