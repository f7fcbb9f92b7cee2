/** Texts of the confirmation page (en-GB). Other pages send it the keys of its title and text. */
export const thanksMessages = {
  'access.thanks.title': 'Thank you',
  'access.thanks.signIn': 'Go to sign in',
  'access.thanks.registered.title': 'Thank you for registering',
  'access.thanks.registered.text': 'We have sent you an e-mail with a link to verify your e-mail address. Please check your e-mail and follow the link, then sign in.',
} as const;

export type ThanksMessageKey = keyof typeof thanksMessages;
