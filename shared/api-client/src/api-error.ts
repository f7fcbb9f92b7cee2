/** Codes the client itself uses, always with status 0 (there was no usable answer). */
export const CLIENT_ERROR_CODES = {
  network: 'NetworkError',
  timeout: 'Timeout',
  aborted: 'Aborted',
  invalidResponse: 'InvalidResponse',
} as const;

export interface ApiErrorInit {
  status: number;
  message: string;
  code?: string;
  body?: unknown;
}

/**
 * The one error every call of the API client rejects with.
 *
 * `status` is the HTTP status, or 0 when there was no usable answer: the network failed
 * (`code` 'NetworkError'), the request timed out ('Timeout'), the caller aborted it ('Aborted'),
 * or the answer did not match the schema the caller gave ('InvalidResponse'). An answer of the
 * wrong shape is as useless as no answer, so `orEmpty` falls back to its empty value for it too.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's ErrorCode (for example 'PasswordIncorrect'), or a CLIENT_ERROR_CODES value when status is 0. */
  readonly code: string | undefined;
  /** The parsed answer body, when there was one. */
  readonly body: unknown;

  constructor({ status, message, code, body }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
