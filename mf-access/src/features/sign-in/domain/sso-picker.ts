import type { AppSettings, SsoConnection } from '@portal/contracts';
import { isWebAddress } from '../../../lib/browser';

export interface SsoChoice {
  connection: SsoConnection;
  /** Where choosing the connection takes the browser. */
  loginUrl: string;
}

export interface SsoPicker {
  /** The connections offered as buttons. */
  choices: SsoChoice[];
  /** Whether the username and password form is shown. */
  showForms: boolean;
  /** bypassLoginPicker with one connection: go there at once instead of showing the page. */
  goStraightTo?: SsoChoice;
}

/** A connection's login address: its params.redirect_uri, else its service URL; only http(s). */
export function ssoLoginUrl(connection: SsoConnection): string | undefined {
  const redirectUri = connection.params?.redirect_uri;
  if (isWebAddress(redirectUri)) return redirectUri;
  return isWebAddress(connection.service) ? connection.service : undefined;
}

/**
 * The hybrid picker (spec 1 §1, §3): the tenant's SSO connections plus the forms sign-in when
 * enableFormsLogin (always without connections). bypassLoginPicker with exactly one connection
 * goes straight to it, unless the session's SSO bypass flag is set: then the forms sign-in shows too.
 */
export function decideSsoPicker(sso: AppSettings['sso'], bypassed: boolean): SsoPicker {
  const choices = (sso?.connections ?? []).flatMap((connection) => {
    const loginUrl = ssoLoginUrl(connection);
    return loginUrl ? [{ connection, loginUrl }] : [];
  });
  if (choices.length === 0) return { choices, showForms: true };
  const showForms = sso?.enableFormsLogin === true || bypassed;
  const only = choices.length === 1 ? choices[0] : undefined;
  return { choices, showForms, ...(sso?.bypassLoginPicker && only && !bypassed ? { goStraightTo: only } : {}) };
}
