/** A pending second factor and its e-mailed or texted code live this long. */
export const MFA_PENDING_TTL_MINUTES = 5;

/**
 * Sessions (docs/SECURITY.md). The idle timeout is the server's: spec 1 §9's
 * default session timeout of 20 minutes is also the most a client's `expiresIn` may ask for (less is
 * granted as asked). No refresh takes a session past its absolute end, counted from the sign-in.
 */
export const SESSION_IDLE_MAX_SECONDS = 20 * 60;
export const SESSION_ABSOLUTE_MAX_SECONDS = 12 * 3600;
/**
 * A token replaced by refresh keeps answering this long, for requests the browser had already sent
 * with it (the shell refreshes on page change while the page loads); it can no longer be refreshed.
 */
export const SESSION_ROTATION_GRACE_SECONDS = 30;

/**
 * Second factor (findings 3, 4): wrong codes per account across all its pending sign-ins within the
 * window (each pending sign-in also ends after MFA_MAX_ATTEMPTS, repositories/mfa.ts); at the account
 * limit even the right code is refused until the window has passed.
 */
export const SECOND_FACTOR_LIMITS = { perAccount: 5, windowMinutes: 15 } as const;

/**
 * Password-reset and other e-mailed verification codes (finding 15): long random codes, valid one hour;
 * issuing a new code of a kind ends the user's earlier unused codes of that kind.
 */
export const RESET_CODE_TTL_SECONDS = 3600;
