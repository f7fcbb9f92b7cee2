/*
 * Rules for mail the portal sends on a user's behalf (CPD shares, support messages, notifications):
 * what goes into a header and how long a message may be. The sending itself, the recipients a tenant
 * allows and the per-user limits are in on-behalf-mail.ts.
 */

/** The longest subject sent; longer user text is cut (a header of one line, no folding needed). */
export const MAIL_SUBJECT_MAX_LENGTH = 200;
/** The longest body sent; longer generated text is cut and says so. */
export const MAIL_BODY_MAX_LENGTH = 20_000;
export const MAIL_BODY_CUT_NOTICE = '\n\n[The rest of this message was not sent: it was too long.]';

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

/** Cuts text at `max` characters without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/**
 * A header value (subject, display name) from user text: every control character (CR and LF
 * included, so no header can be added) becomes a space, runs of spaces become one, and the result is
 * at most `max` characters.
 */
export function headerValue(text: string, max = MAIL_SUBJECT_MAX_LENGTH): string {
  return cut(text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim(), max).trim();
}

/** A body from user text: line breaks kept (as LF), tabs kept, other controls dropped, cut at `max` with a notice. */
export function mailBody(text: string, max = MAIL_BODY_MAX_LENGTH): string {
  const clean = text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '');
  if (Array.from(clean).length <= max) return clean;
  return cut(clean, max - MAIL_BODY_CUT_NOTICE.length) + MAIL_BODY_CUT_NOTICE;
}

/**
 * Whether an address is one of the configured entries: an exact address, or `@domain` for any address
 * at that domain (not its subdomains). Case-insensitive.
 */
export function matchesConfiguredRecipient(address: string, configured: readonly string[]): boolean {
  const wanted = address.trim().toLowerCase();
  const domain = wanted.slice(wanted.lastIndexOf('@'));
  return configured.some((entry) => {
    const value = entry.trim().toLowerCase();
    return value.startsWith('@') ? value === domain : value === wanted;
  });
}
