/** A pending second factor and its e-mailed or texted code live this long. */
export const MFA_PENDING_TTL_MINUTES = 5;
