/** Shares one client address may send: a flood limit before the per-user one of the mail module (domain/on-behalf-mail.ts). */
export const SHARE_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '15 minutes' } } as const;
