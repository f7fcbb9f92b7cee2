import { useEffect, useState } from 'react';
import { orEmpty, useApi, type ApiClient } from '@portal/api-client';
import { ChatBotUrlResponseSchema, type User } from '@portal/contracts';
import { useSession } from '@portal/session';

export const CHAT_BOT_URL_PATH = '/accba/GetChatBotUrl';

/** POST /accba/GetChatBotUrl {first_name, username} → the chatbot's address; null on any failure (spec 1 §7, §8). */
export async function getChatBotUrl(api: ApiClient, user: Pick<User, 'firstName' | 'username'>): Promise<string | null> {
  const answer = await orEmpty(
    api.post(CHAT_BOT_URL_PATH, { first_name: user.firstName ?? '', username: user.username }, { schema: ChatBotUrlResponseSchema }),
    null,
  );
  // Only a web address becomes a link (a javascript: URL would run in the portal).
  return answer && /^https?:\/\//i.test(answer.url) ? answer.url : null;
}

/**
 * The signed-in user's chatbot link, asked for once per user where the tenant configures a chatbot
 * (settings.chatBotUrl), so other tenants make no call; null while unknown or when it failed.
 */
export function useChatBotUrl(): string | null {
  const api = useApi();
  const user = useSession((state) => state.user);
  const configured = useSession((state) => Boolean(state.settings?.chatBotUrl));
  const [found, setFound] = useState<{ key: string; url: string | null } | null>(null);
  const username = user?.username;
  const firstName = user?.firstName;
  // An answer belongs to the user it was asked for: another user never sees the previous one's link.
  const key = configured && username ? `${username} ${firstName ?? ''}` : null;
  useEffect(() => {
    if (!key || !username) return;
    let current = true;
    void getChatBotUrl(api, { username, firstName }).then((url) => current && setFound({ key, url }));
    return () => {
      current = false;
    };
  }, [api, key, username, firstName]);
  return key && found?.key === key ? found.url : null;
}
