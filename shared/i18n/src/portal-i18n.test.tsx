import { act, render, screen } from '@testing-library/react';
import { createMockApiClient, type MockHandler } from '@portal/api-client';
import { createEventBus, type PortalEvents } from '@portal/event-bus';
import { createPortalI18n, flattenMessages } from './portal-i18n';

function setup(handlers: Record<string, MockHandler> = {}) {
  const bus = createEventBus<PortalEvents>();
  const events: Array<PortalEvents['i18n.language-changed.v1']> = [];
  bus.on('i18n.language-changed.v1', (payload) => events.push(payload));
  const api = createMockApiClient(handlers);
  const portal = createPortalI18n(bus);
  return { api, portal, events, t: portal.i18n.t.bind(portal.i18n) };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('changeLanguage', () => {
  it("sets dir=rtl and lang for 'ar-SA', stores the choice and emits the event", async () => {
    const { api, portal, events } = setup();
    await portal.initI18n({ api, locale: 'en-GB' });
    await expect(portal.changeLanguage('ar-SA')).resolves.toBe('ar-SA');
    expect(document.documentElement).toHaveAttribute('lang', 'ar-SA');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('i18nextLng')).toBe('ar-SA');
    expect(portal.i18n.language).toBe('ar-SA');
    expect(events.at(-1)).toEqual({ locale: 'ar-SA', dir: 'rtl' });
    await portal.changeLanguage('fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(events.at(-1)).toEqual({ locale: 'fr-FR', dir: 'ltr' });
  });

  it('loads data then theme files for the locale and for en-GB, once each', async () => {
    const { api, portal } = setup();
    await portal.initI18n({ api, locale: 'de-DE' });
    await portal.changeLanguage('de-DE');
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      '/content/data/l10n/de-DE.json',
      '/content/data/l10n/en-GB.json',
      '/content/theme/l10n/de-DE.json',
      '/content/theme/l10n/en-GB.json',
    ]);
  });

  it('rejects before initI18n has given it an API client', async () => {
    const { portal } = setup();
    await expect(portal.changeLanguage('fr-FR')).rejects.toThrow('call initI18n before changing language');
  });
});

describe('initI18n', () => {
  it('negotiates the requested locale against the tenant languages', async () => {
    const { api, portal } = setup();
    await expect(portal.initI18n({ api, locale: 'fr-CA', languages: ['en-GB', 'fr-FR'] })).resolves.toBe('fr-FR');
    await expect(portal.initI18n({ api, locale: 'de-DE', languages: ['en-GB', 'fr-FR'] })).resolves.toBe('en-GB');
  });

  it('falls back to the stored language', async () => {
    localStorage.setItem('i18nextLng', 'cy-GB');
    const { api, portal } = setup();
    await expect(portal.initI18n({ api })).resolves.toBe('cy-GB');
  });
});

describe('message precedence', () => {
  const handlers: Record<string, MockHandler> = {
    'GET /content/data/l10n/en-GB.json': () => ({ 'catalogue.title': 'Data catalogue', 'PAGE.RECOVER.SUCCESS': 'Data recovered', shared: 'Data shared' }),
    'GET /content/theme/l10n/en-GB.json': () => ({ PAGE: { RECOVER: { SUCCESS: 'Theme recovered' } } }),
    'GET /content/data/l10n/fr-FR.json': () => ({ 'catalogue.title': 'Catalogue (fr)' }),
  };

  it('theme content beats data content beats a remote default; missing files count as empty', async () => {
    const { api, portal, t } = setup(handlers);
    portal.addRemoteMessages('catalogue', {
      'en-GB': { 'catalogue.title': 'Catalogue', 'catalogue.empty': 'Nothing here', 'PAGE.RECOVER.SUCCESS': 'Remote recovered' },
    });
    await portal.initI18n({ api, locale: 'en-GB' });
    expect(t('catalogue.title', { ns: 'catalogue' })).toBe('Data catalogue');
    expect(t('PAGE.RECOVER.SUCCESS', { ns: 'catalogue' })).toBe('Theme recovered');
    expect(t('catalogue.empty', { ns: 'catalogue' })).toBe('Nothing here');
    expect(t('PAGE.RECOVER.SUCCESS')).toBe('Theme recovered');
  });

  it('content still wins when the remote registers its defaults after the content loaded', async () => {
    const { api, portal, t } = setup(handlers);
    await portal.initI18n({ api, locale: 'en-GB' });
    portal.addRemoteMessages('catalogue', { 'en-GB': { 'catalogue.title': 'Catalogue', 'catalogue.empty': 'Nothing here' } });
    expect(t('catalogue.title', { ns: 'catalogue' })).toBe('Data catalogue');
    expect(t('catalogue.empty', { ns: 'catalogue' })).toBe('Nothing here');
  });

  it('falls back to en-GB (content, then defaults) for keys the locale lacks', async () => {
    const { api, portal, t } = setup(handlers);
    portal.addRemoteMessages('catalogue', { 'en-GB': { 'catalogue.empty': 'Nothing here' } });
    await portal.initI18n({ api, locale: 'fr-FR' });
    expect(t('catalogue.title', { ns: 'catalogue' })).toBe('Catalogue (fr)');
    expect(t('shared', { ns: 'catalogue' })).toBe('Data shared');
    expect(t('catalogue.empty', { ns: 'catalogue' })).toBe('Nothing here');
  });

  it('reloadContent fetches the files again', async () => {
    let title = 'First';
    const { api, portal, t } = setup({ 'GET /content/data/l10n/en-GB.json': () => ({ title }) });
    await portal.initI18n({ api, locale: 'en-GB' });
    title = 'Second';
    await portal.reloadContent();
    expect(t('title')).toBe('Second');
  });

  it('re-renders components when a bundle arrives', async () => {
    const { api, portal } = setup();
    await portal.initI18n({ api, locale: 'en-GB' });
    function Title() {
      const { t } = portal.useTranslation('late');
      return <h1>{t('late.title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('late.title');
    act(() => portal.addRemoteMessages('late', { 'en-GB': { 'late.title': 'Arrived' } }));
    expect(screen.getByRole('heading')).toHaveTextContent('Arrived');
  });
});

describe('flattenMessages', () => {
  it('joins nested keys with dots and drops values that are not text', () => {
    expect(flattenMessages({ A: { B: 'x', C: { D: 'y' } }, 'E.F': 'z', n: 1, l: ['q'] })).toEqual({ 'A.B': 'x', 'A.C.D': 'y', 'E.F': 'z' });
  });
});
