import './comments.css';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { CommentFormSchema, type CommentForm } from '@portal/contracts/comments';
import type { CommentThreadProps } from '@portal/remote-contract';
import { useSession } from '@portal/session';
import { Button, messages, Spinner } from '@portal/ui';
import { TextAreaField } from '@portal/ui/text-area-field';
import { formatDateTime } from '@portal/i18n';
import { useText } from '../../../lib/messages';
import { useCreateComment } from '../api/create-comment';
import { useFlagComment } from '../api/flag-comment';
import { useComments } from '../api/list-comments';
import { useRemoveCommentFlag } from '../api/remove-comment-flag';
import { useToggleSubscription } from '../api/toggle-subscription';
import { useTopicSubscription } from '../api/topic-subscription';
import { commentMessages } from '../messages';

/**
 * The comment thread under a topic (spec 3 §2, §4), placed by other areas through the widget slot
 * 'comments.thread' v1: the comments oldest first, each flagged 'inappropriate' or unflagged, a box to
 * post one (not when readOnly), and the subscribe toggle. A read failure shows an empty topic.
 */
export default function CommentThread({ topicRef, topicLabel, topicData, readOnly = false, headingLevel = 2 }: Partial<CommentThreadProps> & { headingLevel?: 2 | 3 }) {
  const text = useText(commentMessages);
  if (!topicRef || !topicData) return <p>{text('comments.noTopic')}</p>;
  return <Thread topicRef={topicRef} topicLabel={topicLabel ?? ''} topicData={topicData} readOnly={readOnly} headingLevel={headingLevel} />;
}

function Thread({ topicRef, topicLabel, topicData, readOnly, headingLevel }: CommentThreadProps & { headingLevel: 2 | 3 }) {
  const text = useText(commentMessages);
  const scope = useSession((state) => state.scope) ?? '';
  const userId = useSession((state) => state.user?.id) ?? '';
  const comments = useComments(topicRef);
  const subscription = useTopicSubscription(topicRef);
  const create = useCreateComment();
  const flag = useFlagComment();
  const unflag = useRemoveCommentFlag();
  const toggle = useToggleSubscription();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CommentForm>({ resolver: valibotResolver(CommentFormSchema), defaultValues: { text: '' } });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `comments-${topicRef}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const boxId = `${headingId}-text`;

  const failed = () => messages.error(text('L10N.GLOBAL.MESSAGES.General.Failure'));
  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ scope, topic_ref: topicRef, title: topicLabel, type: topicData, text: values.text });
      reset({ text: '' });
      messages.success(text('comments.post.success'));
    } catch {
      failed();
    }
  });
  const setFlag = async (reference: string, flagged: boolean) => {
    try {
      if (flagged) await flag.mutateAsync({ scope, reference, flagger_ref: userId });
      else await unflag.mutateAsync({ scope, reference });
      messages.success(text(flagged ? 'comments.flag.success' : 'comments.unflag.success'));
    } catch {
      failed();
    }
  };
  const subscribed = subscription.data?.subscribed === true;
  const onToggle = async () => {
    try {
      await toggle.mutateAsync({ scope, topicRef, title: topicLabel, type: topicData, reference: subscription.data?.reference, subscribe: !subscribed });
      messages.success(text(subscribed ? 'comments.unsubscribe.success' : 'comments.subscribe.success'));
    } catch {
      failed();
    }
  };

  const list = comments.data ?? [];
  const textError = errors.text;
  return (
    <section className="lp-comments" aria-labelledby={headingId}>
      <Heading id={headingId}>{text('comments.title')}</Heading>
      <div className="lp-comments__actions">
        <Button variant="secondary" aria-pressed={subscribed} disabled={toggle.isPending || subscription.isPending} onClick={() => void onToggle()}>
          {text(subscribed ? 'comments.unsubscribe' : 'comments.subscribe')}
        </Button>
        {subscribed && <span role="status">{text('comments.subscribed')}</span>}
      </div>
      {comments.isPending ? (
        <Spinner label={text('comments.loading')} />
      ) : list.length === 0 ? (
        <p>{text('comments.empty')}</p>
      ) : (
        <ul className="lp-comments__list">
          {list.map((comment) => {
            const flagged = comment.flag !== null;
            return (
              <li key={comment.reference} className="lp-comments__item" aria-label={text('comments.by', { name: comment.commenter_name })}>
                <p className="lp-comments__meta">
                  <strong>{comment.commenter_name}</strong>
                  <time dateTime={comment.created}>{formatDateTime(comment.created)}</time>
                  {flagged && <span className="lp-comments__flag lp-tag">{text('comments.flagged')}</span>}
                </p>
                <p className="lp-comments__value">{comment.value}</p>
                <div className="lp-comments__actions">
                  <Button variant="secondary" disabled={flag.isPending || unflag.isPending} onClick={() => void setFlag(comment.reference, !flagged)}>
                    {text(flagged ? 'comments.unflag' : 'comments.flag')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextAreaField
            id={boxId}
            label={text('comments.label')}
            rows={3}
            aria-required="true"
            error={textError && text(textError.type === 'max_length' ? 'comments.tooLong' : 'comments.required')}
            {...register('text')}
          />
          <Button type="submit" disabled={create.isPending}>
            {text('comments.post')}
          </Button>
        </form>
      )}
    </section>
  );
}
