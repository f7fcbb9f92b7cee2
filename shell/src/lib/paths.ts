/** The shell's own destinations (the pages themselves belong to the access remote). */
export const paths = {
  landing: '/',
  signIn: '/access/signin',
  logout: '/access/logout',
} as const;
