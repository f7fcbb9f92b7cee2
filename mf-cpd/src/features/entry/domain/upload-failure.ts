import { isApiError } from '@portal/api-client';

/** Spec 3 §8: a failed upload's message by the status of its request: 413 too large, 415 unsupported, else general. */
export function uploadFailure(error: unknown): 'cpd.file.tooLarge' | 'cpd.file.unsupported' | 'cpd.file.failure' {
  if (isApiError(error) && error.status === 413) return 'cpd.file.tooLarge';
  if (isApiError(error) && error.status === 415) return 'cpd.file.unsupported';
  return 'cpd.file.failure';
}
