import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { ApiError } from '@portal/api-client';
import { messageStore } from '@portal/ui';
import { createTestQueryClient, renderAreaPage } from '@portal/testing';
import { lee } from '../test/dashboard-test';
import SubscriptionsPage from './SubscriptionsPage';
import TopicNotificationPage from './TopicNotificationPage';
import UnsubscribePage from './UnsubscribePage';

const subscription = (n: number, topic_data: string, subscribed = true) => ({
  reference: `s${n}`,
  topic_ref: `t${n}:u-lee`,
  topic_label: `Topic ${n}`,
  topic_data,
  subscribed,
  subscriber_ref: 'u-lee',
  subscriber_name: 'Lee Learner',
  count: n,
});

describe('SubscriptionsPage', () => {
  it('lists the topics with display types (TinCan and Scorm as Course) and counts', async () => {
    renderAreaPage(<SubscriptionsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /comments/listSubscriptions': () => ({ subscriptions: [subscription(1, 'TinCan'), subscription(2, 'Scorm'), subscription(3, 'ELA', false)] }),
      },
    });
    const first = await screen.findByRole('row', { name: /Topic 1/ });
    expect(first).toHaveTextContent('Course');
    expect(screen.getByRole('row', { name: /Topic 2/ })).toHaveTextContent('Course');
    expect(screen.getByRole('row', { name: /Topic 3/ })).toHaveTextContent('External learning');
    expect(screen.getByRole('link', { name: 'Topic 1' })).toHaveAttribute('href', '/subscription/s1');
    expect(screen.getByRole('link', { name: 'Unsubscribe from Topic 1' })).toHaveAttribute('href', '/subscription/s1/unsubscribe');
    expect(screen.queryByRole('link', { name: 'Unsubscribe from Topic 3' })).not.toBeInTheDocument();
  });
});

describe('SubscriptionsPage: a failed read', () => {
  it('says the list could not be loaded, not that there are no topics; Try again reads it again', async () => {
    let failing = true;
    renderAreaPage(<SubscriptionsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /comments/listSubscriptions': () => {
          if (failing) throw new ApiError({ status: 500, code: 'InternalServerError', message: 'boom' });
          return { subscriptions: [subscription(1, 'task')] };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscriptions could not be loaded');
    expect(screen.queryByText('You are not subscribed to any topic')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Topic 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the list on screen when reading it again fails', async () => {
    let failing = false;
    const queryClient = createTestQueryClient();
    renderAreaPage(<SubscriptionsPage />, {
      route: '/',
      path: '/',
      user: lee,
      queryClient,
      handlers: {
        'POST /comments/listSubscriptions': () => {
          if (failing) throw new ApiError({ status: 500, code: 'InternalServerError', message: 'boom' });
          return { subscriptions: [subscription(1, 'task')] };
        },
      },
    });
    await screen.findByRole('row', { name: /Topic 1/ });
    failing = true;
    // react-query tells its observers on the next task (its batch scheduler is a zero timeout): wait that one tick, so the page has heard of the failure.
    await act(async () => {
      await queryClient.refetchQueries();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('row', { name: /Topic 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is trying again while the portal retries a failed read, rather than only loading', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: 1, retryDelay: 60_000 } });
    renderAreaPage(<SubscriptionsPage />, {
      route: '/',
      path: '/',
      user: lee,
      queryClient,
      handlers: {
        'POST /comments/listSubscriptions': () => {
          throw new ApiError({ status: 503, code: 'Unavailable', message: 'down' });
        },
      },
    });
    expect(await screen.findByRole('status', { name: 'Your subscriptions could not be loaded yet, trying again' })).toBeInTheDocument();
    await act(() => queryClient.cancelQueries());
  });
});

describe('SubscriptionsPage: removing a topic one is unsubscribed from', () => {
  it('removes it from the list (/comments/removeSubscription) and says so; subscribed topics offer no removal', async () => {
    let list = [subscription(1, 'task'), subscription(3, 'ELA', false)];
    const api = renderAreaPage(<SubscriptionsPage />, {
      route: '/',
      path: '/',
      user: lee,
      handlers: {
        'POST /comments/listSubscriptions': () => ({ subscriptions: list }),
        'POST /comments/removeSubscription': ({ reference }) => {
          list = list.filter((one) => one.reference !== reference);
          return { success: true };
        },
      },
    });
    await screen.findByRole('row', { name: /Topic 3/ });
    expect(screen.queryByRole('button', { name: 'Remove Topic 1 from the list' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Topic 3 from the list' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Topic 3/ })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/comments/removeSubscription')?.body).toEqual({ scope: 'demo', reference: 's3' });
    expect(messageStore.getState().messages.map((m) => [m.type, m.message])).toContainEqual(['success', 'Topic 3 was removed from your subscriptions']);
  });
});

describe('UnsubscribePage', () => {
  it('unsubscribes at once and says so', async () => {
    const api = renderAreaPage(<UnsubscribePage />, {
      route: '/subscription/:id/unsubscribe',
      path: '/subscription/s1/unsubscribe',
      user: lee,
      handlers: { 'POST /comments/updateSubscription': () => ({ success: true, subscription: subscription(1, 'task', false) }) },
    });
    expect(await screen.findByText('You are unsubscribed from Topic 1')).toHaveAttribute('role', 'status');
    expect(api.calls.filter((call) => call.path === '/comments/updateSubscription').map((call) => call.body)).toEqual([{ scope: 'demo', reference: 's1', subscribed: false }]);
  });

  it('unsubscribes from the topic the address names now, also when only the id changes in the same tab', async () => {
    const api = renderAreaPage(
      <>
        <UnsubscribePage />
        <Link to="/subscription/s2/unsubscribe">Another topic</Link>
      </>,
      {
        route: '/subscription/:id/unsubscribe',
        path: '/subscription/s1/unsubscribe',
        user: lee,
        handlers: { 'POST /comments/updateSubscription': ({ reference }) => ({ success: true, subscription: subscription(Number(String(reference).slice(1)), 'task', false) }) },
      },
    );
    expect(await screen.findByText('You are unsubscribed from Topic 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Another topic' }));
    expect(await screen.findByText('You are unsubscribed from Topic 2')).toBeInTheDocument();
    expect(screen.queryByText('You are unsubscribed from Topic 1')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/comments/updateSubscription').map((call) => (call.body as { reference: string }).reference)).toEqual(['s1', 's2']);
  });

  it('shows an error status when it fails', async () => {
    renderAreaPage(<UnsubscribePage />, {
      route: '/subscription/:id/unsubscribe',
      path: '/subscription/x/unsubscribe',
      user: lee,
      handlers: {
        'POST /comments/updateSubscription': () => {
          throw new ApiError({ status: 404, code: 'NotFound', message: 'NotFound' });
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You could not be unsubscribed, please try again');
  });
});

describe('TopicNotificationPage', () => {
  it("redirects an ELA topic to the approval page when the first request's approver is the current user", async () => {
    renderAreaPage(<TopicNotificationPage />, {
      route: '/subscriptions/topic-notification/:id/:data',
      path: '/subscriptions/topic-notification/e1:u-a/ELA',
      user: lee,
      handlers: {
        'POST /stamp/approvals/listRequestsForObject': () => ({
          success: true,
          requests: [
            {
              reference: 'r',
              actor: 'A',
              actorId: 'u-a',
              approverId: 'u-lee',
              objectId: 'e1',
              objectType: 'ELA',
              state: 1,
              datestamp: '2026-01-01T00:00:00.000Z',
              context: { approvalType: 'completion' },
            },
          ],
        }),
      },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/external-activities/item/e1/approval'));
  });

  it("redirects another user's task topic to the task's Comments tab in approving mode", async () => {
    renderAreaPage(<TopicNotificationPage />, {
      route: '/subscriptions/topic-notification/:id/:data',
      path: '/subscriptions/topic-notification/t1:u-b/task',
      user: lee,
      handlers: {},
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/catalogue/task/t1/approval/u-b/Comments'));
  });
});
