import { queryOptions, useQuery } from '@tanstack/react-query';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { type User } from '@portal/contracts';
import { ChatBotUrlResponseSchema } from '@portal/contracts/support';
import { useSession } from '@portal/session';

export const CHAT_BOT_URL_PATH = '/accba/GetChatBotUrl';

/** POST /accba/GetChatBotUrl {first_name, username} → the chatbot's address; null on any failure (spec 1 §7, §8). */
export async function getChatBotUrl(api: ApiClient, user: Pick<User, 'firstName' | 'username'>): Promise<string | null> {
  const answer = await orEmpty(api.post(CHAT_BOT_URL_PATH, { first_name: user.firstName ?? '', username: user.username }, { schema: ChatBotUrlResponseSchema }), null);
  // Only a web address becomes a link (a javascript: URL would run in the portal).
  return answer && /^https?:\/\//i.test(answer.url) ? answer.url : null;
}

/**
 * A read although it is a POST: it changes nothing. Keyed by the user it was asked for, so another
 * user never sees the previous one's link (and the cache is cleared when the user changes anyway).
 */
export function chatBotUrlQuery(api: ApiClient, scope: string | null, user: Pick<User, 'firstName' | 'username'> | undefined, configured: boolean) {
  return queryOptions({
    queryKey: ['shell', 'chat-bot-url', scope, user?.username, user?.firstName ?? ''] as const,
    queryFn: () => (user ? getChatBotUrl(api, user) : Promise.resolve(null)),
    enabled: Boolean(configured && user?.username),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The signed-in user's chatbot link, asked for once per user where the tenant configures a chatbot
 * (settings.chatBotUrl), so other tenants make no call; null while unknown or when it failed.
 */
export function useChatBotUrl(): string | null {
  const api = useApi();
  const scope = useSession((state) => state.scope);
  const username = useSession((state) => state.user?.username);
  const firstName = useSession((state) => state.user?.firstName);
  const configured = useSession((state) => Boolean(state.settings?.chatBotUrl));
  const user = username ? { username, firstName } : undefined;
  return useQuery(chatBotUrlQuery(api, scope, user, configured)).data ?? null;
}
