import { QueryProvider } from '@portal/query';
import { defineRemote, type RemoteRoute } from '@portal/remote-contract';
import { lazyPage } from '@portal/ui';
import { CATALOGUE_ID } from './lib/messages';
import { loadMessages } from './locales';
import { paths } from './paths';

// Every page reads the preloaded catalogue through the portal-wide query cache.
const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, QueryProvider);

const private_ = (path: { path: string; name?: string }, Component: RemoteRoute['Component']): RemoteRoute => ({
  path: path.path,
  ...(path.name ? { name: path.name } : {}),
  authorizedRoles: '*',
  Component,
});

/** The catalogue and learning area (spec 2): its routes, and its featured content for the dashboard's slot. */
export default defineRemote({
  id: CATALOGUE_ID,
  // Its texts in the other 18 locales, one lazily loaded chunk per locale (en-GB: the messages.ts files).
  loadMessages,
  routes: [
    private_(
      paths.index,
      page(() => import('./features/catalogue/components/CataloguePage')),
    ),
    private_(
      paths.landingPage,
      page(() => import('./features/landing-page/components/LandingPage')),
    ),
    private_(
      paths.curriculum,
      page(() => import('./features/curriculum/components/CurriculumPage')),
    ),
    private_(
      paths.event,
      page(() => import('./features/event/components/EventPage')),
    ),
    private_(
      paths.launch,
      page(() => import('./features/launch/components/LaunchPage')),
    ),
    private_(
      paths.channels,
      page(() => import('./features/channels/components/ChannelsPage')),
    ),
    private_(
      paths.channel,
      page(() => import('./features/channels/components/ChannelPage')),
    ),
    private_(
      paths.basket,
      page(() => import('./features/basket/components/BasketPage')),
    ),
    private_(
      paths.task,
      page(() => import('./features/task/components/TaskPage')),
    ),
    private_(
      paths.taskAction,
      page(() => import('./features/task/components/TaskPage')),
    ),
    private_(
      paths.calendar,
      page(() => import('./features/calendar/components/CalendarPage')),
    ),
    private_(
      paths.externalActivities,
      page(() => import('./features/external-learning/components/ExternalActivitiesPage')),
    ),
    private_(
      paths.externalActivity,
      page(() => import('./features/external-learning/components/ExternalActivityPage')),
    ),
    private_(
      paths.externalActivityAction,
      page(() => import('./features/external-learning/components/ExternalActivityPage')),
    ),
    private_(
      paths.externalActivityReadonly,
      page(() => import('./features/external-learning/components/ExternalActivityPage')),
    ),
    { path: '/catalogue', redirectTo: paths.index.href() },
  ],
  widgets: [
    {
      slot: 'dashboard.main',
      // A literal, not WIDGET_SLOTS[…]: at run time that is the host's copy, which would always agree.
      slotVersion: 1,
      id: 'featured-content',
      authorizedRoles: '*',
      Component: page(() => import('./features/channels/components/FeaturedContentWidget')),
    },
  ],
});
