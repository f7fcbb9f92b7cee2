/** Texts of the signed-token sign-in page (en-GB). */
export const signedMessages = {
  'access.signed.signingIn': 'Signing you in…',
} as const;
