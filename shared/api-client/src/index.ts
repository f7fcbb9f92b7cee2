// Test doubles are the `@portal/api-client/testing` subpath: this entry is the shared singleton every page loads.
export { ApiError, CLIENT_ERROR_CODES, isApiError, type ApiErrorInit } from './api-error';
export {
  createApiClient,
  API_TIMING_PREFIX,
  buildUrl,
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  ONE_MINUTE,
  type ApiClient,
  type ApiClientOptions,
  type BlobOptions,
  type FetchLike,
  type FetchResponse,
  type Query,
  type RequestOptions,
} from './client';
export { createTokenRefresher, TOKEN_REFRESH_PATH, type TokenRefresher } from './token-refresher';
export { orEmpty } from './or-empty';
export { readCookie } from './cookies';
export { api, primedResponses, tokenRefresher } from './api';
export { createPrimedResponses, PRIMED_RESPONSE_TTL_MS, type PrimedResponses } from './primed-responses';
export { ApiProvider, useApi } from './api-context';
