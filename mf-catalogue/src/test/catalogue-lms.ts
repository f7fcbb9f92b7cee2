import { createMockApiClient, type MockApiClient, type MockHandler } from '@portal/api-client/testing';
import type { CatalogueItem } from '@portal/contracts/catalogue';
import type { XapiConfig } from '@portal/contracts/xapi';
import { makeUser, shownMessages } from '@portal/testing';
import { messages, messageStore, visibleMessages } from '@portal/ui';

/** The catalogue area's test learners and mock LMS, for @portal/testing's renderAreaPage. */

/** The learner of the session, event, calendar and external learning pages' tests. */
export const lee = makeUser({ id: 'u1', username: 'lee', displayName: 'Lee Learner' });
/** The learner of the item pages' tests (landing page, curriculum, launch, task). */
export const learner = makeUser({ id: 'u-learner', username: 'learner', displayName: 'Alex Morgan' });

/** The Authorization value xapi/config hands the learner in these tests. */
export const TEST_LRS_AUTH = 'Basic dXNlci10ZXN0OnNlY3JldA==';
/** xapi/config for the learner: the portal's own record store, the learner's agent, a token. */
export const TEST_XAPI_CONFIG: XapiConfig = {
  endpoint: '/_api/lrs/',
  agent: { objectType: 'Agent', name: 'Alex Morgan', account: { homePage: 'http://localhost:8080', name: learner.id } },
  authToken: TEST_LRS_AUTH,
};
export const XAPI_CONFIG_ROUTE = 'GET /reach/:scope/api/v4/users/:owner/xapi/config';

/** The mock LMS with `learner`'s catalogue of `items`, xapi/config and the given extra routes. */
export function mockLms(items: CatalogueItem[], handlers: Record<string, MockHandler> = {}): MockApiClient {
  return createMockApiClient({
    'GET /reach/demo/api/v3/users/learner/catalogue': () => ({ Items: items, Categories: [] }),
    [XAPI_CONFIG_ROUTE]: () => TEST_XAPI_CONFIG,
    ...handlers,
  });
}

/** The texts of the toasts shown so far, oldest first. */
export function shownTexts(): string[] {
  return shownMessages().map(([, text]) => text ?? '');
}

/** The texts shown after the route change the shell announces once a page navigated (a message raised for the next page survives it). */
export function textsAfterRouteChange(): string[] {
  messages.routeChanged();
  return visibleMessages(messageStore.getState()).map((message) => message.message ?? '');
}
