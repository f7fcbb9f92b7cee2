import * as v from 'valibot';

/** Caps of the support message: beyond them the LMS answers 400 naming the field. */
export const SUPPORT_MESSAGE_LIMITS = { recipients: 20, subject: 200, body: 10_000 } as const;

/**
 * POST /gpo/send/ (spec 1 §3: no validation shown on the form; the server still requires a body).
 * Recipients may only be the tenant's configured support addresses (settings supportRecipients); none
 * means all of them. The subject is one line.
 */
export const SupportMessageSchema = v.object({
  recipients: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.maxLength(254, 'too long'), v.email('invalid'))),
    v.maxLength(SUPPORT_MESSAGE_LIMITS.recipients, `at most ${SUPPORT_MESSAGE_LIMITS.recipients} recipients`),
  ),
  subject: v.pipe(
    v.string(),
    v.maxLength(SUPPORT_MESSAGE_LIMITS.subject, `at most ${SUPPORT_MESSAGE_LIMITS.subject} characters`),
    v.regex(/^[^\u0000-\u001f\u007f]*$/, 'must be one line of text'),
  ),
  body: v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(SUPPORT_MESSAGE_LIMITS.body, `at most ${SUPPORT_MESSAGE_LIMITS.body} characters`)),
});
export type SupportMessage = v.InferOutput<typeof SupportMessageSchema>;

/** POST /instructors/isInstructor and /dashel/isTeamLeader */
export const UserCheckSchema = v.object({ scope: v.string(), userId: v.string() });
export type UserCheck = v.InferOutput<typeof UserCheckSchema>;

/** POST /accba/GetChatBotUrl (spec 1 §7); the client reads `url`. */
export const ChatBotUrlRequestSchema = v.object({ first_name: v.string(), username: v.pipe(v.string(), v.nonEmpty()) });
export type ChatBotUrlRequest = v.InferOutput<typeof ChatBotUrlRequestSchema>;
export const ChatBotUrlResponseSchema = v.object({ url: v.pipe(v.string(), v.url()) });
export type ChatBotUrlResponse = v.InferOutput<typeof ChatBotUrlResponseSchema>;
