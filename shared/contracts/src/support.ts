import * as v from 'valibot';

/** POST /gpo/send/ (spec 1 §3: no validation shown on the form; the server still requires a body). */
export const SupportMessageSchema = v.object({
  recipients: v.array(v.pipe(v.string(), v.email())),
  subject: v.pipe(v.string(), v.maxLength(200)),
  body: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(10000)),
});
export type SupportMessage = v.InferOutput<typeof SupportMessageSchema>;

/** POST /instructors/isInstructor and /dashel/isTeamLeader */
export const UserCheckSchema = v.object({ scope: v.string(), userId: v.string() });
export type UserCheck = v.InferOutput<typeof UserCheckSchema>;
