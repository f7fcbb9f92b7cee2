import * as v from 'valibot';

/** Unset and empty variables are the same thing. */
const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.transform((s) => (s === '' ? undefined : s))));

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number), v.minValue(1), v.maxValue(65535)), '8081'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), '127.0.0.1'),
  DATA_DIR: optionalText,
  DATABASE_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'))])),
  LMS_MODE: v.optional(v.picklist(['demo', 'production'], "must be 'demo' or 'production'"), 'demo'),
  COOKIE_SECURE: v.optional(v.picklist(['true', 'false', ''], "must be 'true' or 'false'"), ''),
});

export interface LmsEnv {
  port: number;
  host: string;
  dataDir?: string;
  databaseUrl?: string;
  mode: 'demo' | 'production';
  /** Secure cookies always, not only when the request came over TLS. */
  secureCookies: boolean;
}

/** Reads and checks the LMS environment once at start; throws one readable error listing every bad variable. */
export function readLmsEnv(env: NodeJS.ProcessEnv = process.env): LmsEnv {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid LMS environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    ...(e.DATA_DIR ? { dataDir: e.DATA_DIR } : {}),
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    mode: e.LMS_MODE,
    secureCookies: e.COOKIE_SECURE === 'true',
  };
}
