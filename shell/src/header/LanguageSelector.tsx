import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { isApiError, useApi } from '@portal/api-client';
import { profilePath, ProfileResponseSchema } from '@portal/contracts';
import { changeLanguage, languageName, SUPPORTED_LOCALES, useLocale } from '@portal/i18n';
import { awaitsTwoFactorSetup, sessionStore, useSession } from '@portal/session';
import { messages } from '@portal/ui';
import { useShellText } from '../lib/translate';
import { afterNextPaint } from '../lib/yield-to-main';
import { headerMessages } from './messages';

/** Keys that do not move a closed select's choice; every other (arrows, paging, type-ahead letters) does. */
const NEUTRAL_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', ' ']);

/**
 * Spec 1: the tenant's languages (else every supported one); a signed-in user's choice is saved to
 * the profile. A language applies only on a confirmed choice: picking it in the opened list (mouse
 * or keyboard), or Enter or leaving the box after moving through the closed box with the arrow or
 * letter keys. Moving through it alone changes nothing (in Chromium each arrow key on a closed
 * select is a change event; applying each would switch the whole portal and save the profile per
 * key). Escape goes back to the language in use.
 */
export function LanguageSelector() {
  const t = useShellText(headerMessages);
  const active = useLocale();
  const api = useApi();
  const configured = useSession((state) => state.settings?.languages);
  const languages = configured?.length ? configured : SUPPORTED_LOCALES;
  const id = useId();
  /** A choice moved to with keys on the closed box, not yet confirmed. */
  const [pending, setPending] = useState<string | null>(null);
  /** The last key pressed on the closed box moves its choice: the change it causes is not a confirmation. */
  const navigating = useRef(false);
  /** A confirmed choice being applied: the box shows it while the portal switches. */
  const [applying, setApplying] = useState<string | null>(null);

  async function apply(requested: string) {
    setPending(null);
    if (requested === active) return;
    // The box shows the choice first, in a frame of its own: the whole portal's re-render in the new
    // language (synchronous, see @portal/i18n) then runs after the interaction has painted, not in it.
    setApplying(requested);
    await afterNextPaint();
    const locale = await changeLanguage(requested).finally(() => setApplying(null));
    const { user, scope, settings } = sessionStore.getState();
    // A forced two-factor set-up's session may save nothing but the set-up: the language applies, unsaved.
    if (!user || !scope || awaitsTwoFactorSetup(user, settings)) return;
    // The stored user names the language a reload starts in: it holds the choice at once, not only
    // once the LMS has answered, and goes back to the saved one if the LMS refuses it. An answer that
    // never came (the page reloaded or left while saving, the network dropped) may well have been
    // saved, so the choice is kept; the message still says it may not have been.
    sessionStore.getState().updateUser({ profile: { ...user.profile, preferredLanguage: locale } });
    try {
      const answer = await api.post(profilePath(scope, user.id), { profile: { preferredLanguage: locale } }, { schema: ProfileResponseSchema });
      sessionStore.getState().updateUser({ profile: answer.profile });
    } catch (error) {
      const refused = isApiError(error) && error.status > 0;
      if (refused) sessionStore.getState().updateUser({ profile: user.profile });
      messages.error(t('shell.header.languageSaveFailed'));
    }
  }

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    if (navigating.current) setPending(event.target.value);
    else void apply(event.target.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.key === 'Enter') {
      navigating.current = false;
      if (pending !== null) {
        event.preventDefault();
        void apply(pending);
      }
    } else if (event.key === 'Escape') {
      navigating.current = false;
      setPending(null);
    } else {
      navigating.current = !NEUTRAL_KEYS.has(event.key);
    }
  }

  function onBlur() {
    navigating.current = false;
    if (pending !== null) void apply(pending);
  }

  return (
    <div className="lp-language">
      <label htmlFor={id} className="lp-visually-hidden">
        {t('shell.header.language')}
      </label>
      <select
        id={id}
        className="lp-language__select"
        value={pending ?? applying ?? active}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        // A click opens the list; a choice made there is a confirmed one.
        onPointerDown={() => (navigating.current = false)}
      >
        {languages.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageName(locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
