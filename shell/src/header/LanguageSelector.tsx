import { useId, type ChangeEvent } from 'react';
import { useApi } from '@portal/api-client';
import { profilePath, ProfileResponseSchema } from '@portal/contracts';
import { changeLanguage, SUPPORTED_LOCALES, useTranslation } from '@portal/i18n';
import { sessionStore, useSession } from '@portal/session';
import { messages } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { headerMessages } from './messages';

/** A locale's name in its own language ("Deutsch" for de-DE); the code when the browser cannot say. */
export function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** Spec 1: the tenant's languages (else every supported one); a signed-in user's choice is saved to the profile. */
export function LanguageSelector() {
  const t = useShellText(headerMessages);
  const { i18n } = useTranslation();
  const api = useApi();
  const configured = useSession((state) => state.settings?.languages);
  const languages = configured?.length ? configured : SUPPORTED_LOCALES;
  const id = useId();

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const locale = await changeLanguage(event.target.value);
    const { user, scope } = sessionStore.getState();
    if (!user || !scope) return;
    try {
      const answer = await api.post(profilePath(scope, user.id), { profile: { preferredLanguage: locale } }, { schema: ProfileResponseSchema });
      sessionStore.getState().updateUser({ profile: answer.profile });
    } catch {
      messages.error(t('shell.header.languageSaveFailed'));
    }
  }

  return (
    <div className="lp-language">
      <label htmlFor={id} className="lp-visually-hidden">
        {t('shell.header.language')}
      </label>
      <select id={id} className="lp-language__select" value={i18n.language} onChange={(event) => void onChange(event)}>
        {languages.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageName(locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
