import { MfaCodeSchema, MfaVerificationCompleteSchema } from '@portal/contracts/mfa';
import * as v from 'valibot';

/** The code page takes the six-digit code, or one of the user's recovery codes instead. */
export type CodeKind = 'verification' | 'recovery';

const SCHEMAS = {
  verification: MfaCodeSchema,
  recovery: MfaVerificationCompleteSchema.entries.code,
} as const;

/** The code to send (trimmed), or undefined when it breaks spec 1 §5 ("MFA code: exactly 6 characters"). */
export function parseCode(input: string, kind: CodeKind): string | undefined {
  const result = v.safeParse(SCHEMAS[kind], input);
  return result.success ? result.output : undefined;
}

/** The code form of each kind for react-hook-form: the payload's code (MfaVerificationCompleteSchema) or the six-digit MfaCodeSchema. */
export const codeFormSchema = (kind: CodeKind) => v.object({ code: SCHEMAS[kind] });
export type CodeForm = v.InferInput<ReturnType<typeof codeFormSchema>>;
