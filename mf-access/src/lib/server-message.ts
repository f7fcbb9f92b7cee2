import * as v from 'valibot';
import { isApiError } from '@portal/api-client';
import { ErrorBodySchema } from '@portal/contracts';

const ErrorFieldsSchema = v.partial(v.omit(ErrorBodySchema, ['success']));

/** The ErrorCode and Message of a refused call (spec 1 §8 shows them), or nothing when there was no answer body. */
export function serverError(error: unknown): { ErrorCode?: string; Message?: string } {
  if (!isApiError(error)) return {};
  const parsed = v.safeParse(ErrorFieldsSchema, error.body);
  return parsed.success ? parsed.output : {};
}
