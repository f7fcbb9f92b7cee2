import * as v from 'valibot';
import type { ErrorBody } from '@portal/contracts';

/** A 4xx answer with the agreed error body `{success:false, ErrorCode?, Message?}`; thrown, and sent by the error handler. */
export class LmsError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode?: string,
    message?: string,
  ) {
    super(message ?? errorCode ?? `HTTP ${statusCode}`);
    this.name = 'LmsError';
  }

  get body(): ErrorBody {
    return {
      success: false,
      ...(this.errorCode ? { ErrorCode: this.errorCode } : {}),
      ...(this.message && this.message !== this.errorCode ? { Message: this.message } : {}),
    };
  }
}

type Issues = [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]];

/** `'<field>: <reason>'` for the first issue; the whole body is named 'body'. */
export function validationMessage(issues: Issues): string {
  const issue = issues[0];
  return `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`;
}

/** Parses a payload with its contract schema or throws a 400 ValidationFailed naming the field. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (!result.success) throw new LmsError(400, 'ValidationFailed', validationMessage(result.issues));
  return result.output;
}

/**
 * A domain module's refusals as one typed table, code → status: `refuse('PeriodLocked')` answers the
 * table's status, and a code the module does not list does not compile. routes/README.md names them.
 */
export function refusals<const Table extends Record<string, number>>(table: Table) {
  return (code: keyof Table & string, message?: string): LmsError => new LmsError(table[code]!, code, message);
}
