import * as v from 'valibot';

/** GET /_api/_dev/outbox?to={username} — demo mode only: the e-mails and SMS the LMS "sent". */
export const DevOutboxQuerySchema = v.object({ to: v.pipe(v.string(), v.trim(), v.nonEmpty('required')) });
export type DevOutboxQuery = v.InferOutput<typeof DevOutboxQuerySchema>;

export const DevOutboxEntrySchema = v.object({
  to: v.string(),
  address: v.string(),
  channel: v.picklist(['email', 'sms']),
  subject: v.string(),
  body: v.string(),
  code: v.nullable(v.string()),
  createdAt: v.string(),
});
export type DevOutboxEntry = v.InferOutput<typeof DevOutboxEntrySchema>;
/** Newest first. */
export const DevOutboxSchema = v.array(DevOutboxEntrySchema);
