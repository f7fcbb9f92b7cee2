/**
 * The access area's routes as data (style: routes as data). Every URL this remote builds comes
 * from here. `aliases` are the spec's short forms of the same page (spec 1 §2).
 */
export interface AccessPath<P = void> {
  path: string;
  aliases?: readonly string[];
  href(params: P): string;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  signIn: {
    path: '/access/signin',
    aliases: ['/signin'],
    href: () => '/access/signin',
  } satisfies AccessPath,
  signInMfa: {
    path: '/access/signin/mfa',
    aliases: ['/signin/mfa'],
    href: ({ user }: { user: string }) => withQuery('/access/signin/mfa', { user }),
  } satisfies AccessPath<{ user: string }>,
  logout: {
    path: '/access/logout',
    href: ({ redirectTo }: { redirectTo?: string } = {}) => withQuery('/access/logout', { redirectTo }),
  } satisfies AccessPath<{ redirectTo?: string } | undefined>,
  forgot: {
    path: '/access/forgot',
    href: () => '/access/forgot',
  } satisfies AccessPath,
  /** The recover page itself comes with the next part of the access area. */
  recover: {
    path: '/access/recover',
    aliases: ['/recover'],
    href: ({ code }: { code: string }) => withQuery('/access/recover', { code }),
  } satisfies AccessPath<{ code: string }>,
} as const;
