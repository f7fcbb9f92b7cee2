import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from '@portal/contracts/comments';
import { renderAreaPage } from '@portal/testing';
import { lee } from '../../../test/dashboard-test';
import CommentThread from './CommentThread';

const comment = (n: number, extra: Partial<Comment> = {}): Comment => ({
  reference: `r${n}`,
  topic_ref: 't1:u-lee',
  topic_label: 'Reflective account',
  topic_data: 'task',
  value: `Comment ${n}`,
  created: '2026-01-01T10:00:00.000Z',
  commenter_ref: 'u-x',
  commenter_name: 'Priya Shah',
  commenter_avatar: null,
  flag: null,
  flagger_ref: null,
  ...extra,
});

const props = { topicRef: 't1:u-lee', topicLabel: 'Reflective account', topicData: 'task' };

describe('CommentThread', () => {
  it('lists, posts, flags and unflags comments and toggles the subscription', async () => {
    let comments = [comment(1)];
    let subscribed = false;
    const subscription = () => ({
      reference: 's1',
      topic_ref: 't1:u-lee',
      topic_label: 'Reflective account',
      topic_data: 'task',
      subscribed,
      subscriber_ref: 'u-lee',
      subscriber_name: 'Lee',
      count: comments.length,
    });
    const api = renderAreaPage(<CommentThread {...props} />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /comments/listComments': () => ({ comments }),
        'POST /comments/listSubscriptions': () => ({ subscriptions: [subscription()] }),
        'POST /comments/createComment': (body: { text: string }) => {
          const created = comment(2, { value: body.text, commenter_name: 'Lee Learner' });
          comments = [...comments, created];
          subscribed = true;
          return { success: true, comment: created };
        },
        'POST /comments/flagComment': (body: { reference: string }) => {
          comments = comments.map((c) => (c.reference === body.reference ? { ...c, flag: 'inappropriate', flagger_ref: 'u-lee' } : c));
          return { success: true, comment: comments.find((c) => c.reference === body.reference) };
        },
        'POST /comments/removeCommentFlag': (body: { reference: string }) => {
          comments = comments.map((c) => (c.reference === body.reference ? { ...c, flag: null, flagger_ref: null } : c));
          return { success: true, comment: comments.find((c) => c.reference === body.reference) };
        },
        'POST /comments/updateSubscription': () => {
          subscribed = false;
          return { success: true, subscription: subscription() };
        },
      },
    });
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Write a comment first')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comment' }), 'My answer');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('My answer')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/comments/createComment')?.body).toEqual({
      scope: 'demo',
      topic_ref: 't1:u-lee',
      title: 'Reflective account',
      type: 'task',
      text: 'My answer',
    });
    expect(await screen.findByRole('button', { name: 'Unsubscribe from this topic' })).toBeInTheDocument();

    const first = screen.getByRole('listitem', { name: 'Priya Shah wrote' });
    await userEvent.click(within(first).getByRole('button', { name: 'Flag as inappropriate' }));
    expect(await within(first).findByText('Flagged as inappropriate')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/comments/flagComment')?.body).toMatchObject({ reference: 'r1', flagger_ref: 'u-lee', flag: 'inappropriate' });
    await userEvent.click(within(first).getByRole('button', { name: 'Remove the flag' }));
    await waitFor(() => expect(within(first).queryByText('Flagged as inappropriate')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe from this topic' }));
    expect(await screen.findByRole('button', { name: 'Subscribe to this topic' })).toBeInTheDocument();
  });

  it('shows an empty topic when the comments cannot be read, and no box when read-only', async () => {
    renderAreaPage(<CommentThread {...props} readOnly />, { route: '/', path: '/', user: lee, handlers: { 'POST /comments/listSubscriptions': () => ({ subscriptions: [] }) } });
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
