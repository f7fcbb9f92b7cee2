import type { SsoConnection } from '@portal/contracts';
import { decideSsoPicker, ssoLoginUrl } from './sso-picker';

const idp: SsoConnection = { tenant: 'NHS Login', service: 'https://idp.example/login' };
const withRedirect: SsoConnection = { tenant: 'Azure', service: 'auth0', params: { client_id: 'c1', redirect_uri: 'https://tenant.auth0.example/authorize?client_id=c1' } };

describe('ssoLoginUrl', () => {
  it('prefers params.redirect_uri, else the service URL', () => {
    expect(ssoLoginUrl(withRedirect)).toBe('https://tenant.auth0.example/authorize?client_id=c1');
    expect(ssoLoginUrl(idp)).toBe('https://idp.example/login');
  });

  it('offers nothing that is not an http(s) address', () => {
    expect(ssoLoginUrl({ tenant: 'x', service: 'hash' })).toBeUndefined();
    expect(ssoLoginUrl({ tenant: 'x', service: 'javascript:alert(1)', params: { redirect_uri: 'javascript:alert(2)' } })).toBeUndefined();
  });
});

describe('decideSsoPicker', () => {
  it('without connections shows only the forms sign-in', () => {
    expect(decideSsoPicker(undefined, false)).toEqual({ choices: [], showForms: true });
    expect(decideSsoPicker({ connections: [], enableFormsLogin: false }, false)).toEqual({ choices: [], showForms: true });
  });

  it('offers every connection, with the forms sign-in only when enableFormsLogin', () => {
    expect(decideSsoPicker({ connections: [idp, withRedirect] }, false)).toEqual({
      choices: [
        { connection: idp, loginUrl: 'https://idp.example/login' },
        { connection: withRedirect, loginUrl: 'https://tenant.auth0.example/authorize?client_id=c1' },
      ],
      showForms: false,
    });
    expect(decideSsoPicker({ connections: [idp], enableFormsLogin: true }, false).showForms).toBe(true);
  });

  it('bypassLoginPicker with one connection goes straight to it', () => {
    expect(decideSsoPicker({ connections: [idp], bypassLoginPicker: true }, false).goStraightTo).toEqual({ connection: idp, loginUrl: 'https://idp.example/login' });
  });

  it('bypassLoginPicker with more than one connection shows the picker', () => {
    expect(decideSsoPicker({ connections: [idp, withRedirect], bypassLoginPicker: true }, false).goStraightTo).toBeUndefined();
  });

  it('the SSO bypass flag stops the redirect and shows the forms sign-in', () => {
    const picker = decideSsoPicker({ connections: [idp], bypassLoginPicker: true, enableFormsLogin: false }, true);
    expect(picker.goStraightTo).toBeUndefined();
    expect(picker.showForms).toBe(true);
  });
});
